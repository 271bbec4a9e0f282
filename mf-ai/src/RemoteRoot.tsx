import { Route, Routes } from 'react-router-dom';
import { AppRouter, RemoteOverlays } from 'shared-kernel';
import { PredictionOverviewPage } from './features/prediction-overview/PredictionOverviewPage';
import { PredictionHistoryPage } from './features/prediction-history/PredictionHistoryPage';
import { PredictionDetailOverlay } from './features/prediction-detail/PredictionDetailOverlay';
import { MetabolicDetailOverlay } from './features/metabolic-syndrome/MetabolicDetailOverlay';
import { WhatIfCalculatorPage } from './features/what-if-calculator';
import { AiIntroPage } from './features/ai-intro';
import { QuestionnairePage } from './features/questionnaire';
import { AiChatOverlay } from './features/ai-chat/AiChatOverlay';

/** Overlays this remote owns, mounted over its pages when the URL ends with their segment. */
const overlays = {
  detail: PredictionDetailOverlay,
  MetabolicDivisionDetail: MetabolicDetailOverlay,
  aiChat: AiChatOverlay,
};

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/ai-prediction/calculator" element={<WhatIfCalculatorPage />} />
        <Route path="/main/ai-prediction/history" element={<PredictionHistoryPage />} />
        <Route path="/main/ai-prediction/*" element={<PredictionOverviewPage />} />
        <Route path="/ai/intro" element={<AiIntroPage />} />
        <Route path="/ai/paper-weight" element={<QuestionnairePage />} />
        <Route path="*" element={null} />
      </Routes>
      <RemoteOverlays overlays={overlays} />
    </AppRouter>
  );
}
