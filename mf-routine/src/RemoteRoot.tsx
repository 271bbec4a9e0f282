import { AppRouter } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { HealthGoalDashboardPage } from './features/health-goal-dashboard/HealthGoalDashboardPage';
import { dashboardParts } from './dashboardParts';
import { HealthGoalHistoryPage } from './features/health-goal-history/HealthGoalHistoryPage';
import { RoutinePage } from './features/routine/RoutinePage';

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
        <Route path="/routine/*" element={<RoutinePage />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
