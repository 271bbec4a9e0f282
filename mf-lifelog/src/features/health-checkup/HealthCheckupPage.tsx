import { Route, Routes } from 'react-router-dom';
import { CheckupSummaryPage } from './CheckupSummaryPage';
import { ResultStandardPage } from './ResultStandardPage';

/** `/main/health-checkup` and its page `result-standard`; overlays (idxGuidePopup, chnForm) open over either. */
export function HealthCheckupPage() {
  return (
    <Routes>
      <Route path="result-standard/*" element={<ResultStandardPage />} />
      <Route path="*" element={<CheckupSummaryPage />} />
    </Routes>
  );
}
