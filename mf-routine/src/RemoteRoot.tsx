import { lazy, Suspense, type ComponentType } from 'react';
import { AppRouter, Loading } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { HealthGoalDashboardPage } from './features/health-goal-dashboard/HealthGoalDashboardPage';
import { dashboardParts } from './dashboardParts';

/**
 * A page loaded on first visit (issue 15: the dashboard, the first page after login, within 200 KiB): the goal
 * history, the goal editor and the registration options come on chunks of their own.
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

const HealthGoalHistoryPage = lazyPage(
  () => import('./features/health-goal-history/HealthGoalHistoryPage'),
  (module) => module.HealthGoalHistoryPage,
);
const GoalEditorPage = lazyPage(
  () => import('./features/goal-editor/GoalEditorPage'),
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
