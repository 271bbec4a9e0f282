import { AppRouter, lazyPage, loadNamespaces } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { HealthGoalDashboardPage } from './features/health-goal-dashboard/HealthGoalDashboardPage';
import { dashboardParts } from './dashboardParts';

// The dashboard is the first page after login (issue 15: within 200 KiB); the other pages load when opened.
const HealthGoalHistoryPage = lazyPage(
  () => import('./features/health-goal-history/HealthGoalHistoryPage'),
  (module) => module.HealthGoalHistoryPage,
);
// The goal editor's texts are most of the remote's: they come with its code, not with the dashboard's.
const GoalEditorPage = lazyPage(
  () =>
    Promise.all([import('./features/goal-editor/GoalEditorPage'), loadNamespaces(['routineGoal'])]).then(
      ([module]) => module,
    ),
  (module) => module.GoalEditorPage,
);
const RegistrationOptionsOverlay = lazyPage(
  () => import('./features/registration-options/RegistrationOptionsOverlay'),
  (module) => module.RegistrationOptionsOverlay,
);

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
