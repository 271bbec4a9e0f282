import { AppRouter } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { HealthGoalDashboardPage } from './features/health-goal-dashboard/HealthGoalDashboardPage';
import { dashboardParts } from './dashboardParts';
import { HealthGoalHistoryPage } from './features/health-goal-history/HealthGoalHistoryPage';
import { GoalEditorPage } from './features/goal-editor/GoalEditorPage';
import { RegistrationOptionsOverlay } from './features/registration-options/RegistrationOptionsOverlay';

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route
          path="/main/health-goal-dashboard/*"
          element={<HealthGoalDashboardPage basePath="/main/health-goal-dashboard" parts={dashboardParts} />}
        />
        <Route
          path="/routine/dashboard/*"
          element={<HealthGoalDashboardPage basePath="/routine/dashboard" parts={dashboardParts} />}
        />
        <Route path="/main/health-goal-history/*" element={<HealthGoalHistoryPage />} />
        <Route path="/routine/health-goal/*" element={<GoalEditorPage />} />
        <Route path="*" element={null} />
      </Routes>
      {/* Overlays over a page that stays mounted underneath. */}
      <Routes>
        <Route
          path="/main/health-goal-dashboard/registration-options"
          element={<RegistrationOptionsOverlay />}
        />
        <Route
          path="/main/health-goal-history/registration-options"
          element={<RegistrationOptionsOverlay />}
        />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
