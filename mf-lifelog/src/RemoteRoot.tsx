import { Route, Routes } from 'react-router-dom';
import { AppRouter, RemoteOverlays } from 'shared-kernel';
import { MyHealthPage } from './features/my-health/MyHealthPage';
import { InterestItemsPage } from './features/interest-items/InterestItemsPage';
import { HealthCheckupPage } from './features/health-checkup/HealthCheckupPage';
import { LifelogDetailPage } from './features/lifelog-detail/LifelogDetailPage';
import { lifeLogFormOverlay } from './features/lifelog-entry/LifeLogFormOverlay';
import { LifelogConnectOverlay } from './features/device-connection/LifelogConnectOverlay';
import { IndexGuideOverlay } from './features/index-guide/IndexGuideOverlay';
import { BasalMetabolicOverlay } from './features/basal-metabolic/BasalMetabolicOverlay';
import { PendingSaves } from './features/pending-saves';
import { DoctorReportPage, doctorReportPath } from './features/doctor-report/DoctorReportPage';

/** Overlays this remote owns, mounted over any page whose URL ends with their segment. */
const overlays = {
  lifeLogForm: lifeLogFormOverlay,
  lifelogConnect: LifelogConnectOverlay,
  idxGuidePopup: IndexGuideOverlay,
  'input/basal/metabolic': BasalMetabolicOverlay,
};

export function RemoteRoot() {
  return (
    <AppRouter>
      <PendingSaves />
      <Routes>
        <Route path="/main/my/*" element={<MyHealthPage />} />
        <Route path="/main/my/interest/items" element={<InterestItemsPage />} />
        <Route path={doctorReportPath} element={<DoctorReportPage />} />
        <Route path="/main/health-checkup/*" element={<HealthCheckupPage />} />
        <Route path="/lifelogDetailPage/*" element={<LifelogDetailPage pagePath="/lifelogDetailPage" />} />
        <Route
          path="/main/my/lifelogDetailPage/*"
          element={<LifelogDetailPage pagePath="/main/my/lifelogDetailPage" />}
        />
        <Route path="*" element={null} />
      </Routes>
      <RemoteOverlays overlays={overlays} />
    </AppRouter>
  );
}
