import { AppRouter } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { AiPredictionPage } from './features/ai-prediction/AiPredictionPage';
import { AiIntroPage } from './features/ai-questionnaire/AiIntroPage';

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/ai-prediction/*" element={<AiPredictionPage />} />
        <Route path="/ai/*" element={<AiIntroPage />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
