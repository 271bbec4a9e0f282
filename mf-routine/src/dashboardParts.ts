// What the dashboard page draws from other features: its overlays (child routes of the page) and the roadmap
// card. Composed here, at the remote's root, so that no feature imports another. The overlays load on their
// own chunks when first opened: the dashboard's first load carries only the page.
import { lazy } from 'react';
import type { DashboardParts } from './features/routine-common/dashboard';
import { RoadmapCard } from './features/health-roadmap/RoadmapCard';

export const dashboardParts: DashboardParts = {
  overlays: {
    'exercise-record': lazy(() =>
      import('./features/exercise-record/ExerciseRecordOverlay').then((module) => ({
        default: module.ExerciseRecordOverlay,
      })),
    ),
    'exercise-record-menu': lazy(() =>
      import('./features/exercise-record/ExerciseRecordMenuOverlay').then((module) => ({
        default: module.ExerciseRecordMenuOverlay,
      })),
    ),
    'exercise-routine-menu': lazy(() =>
      import('./features/exercise-record/ExerciseRoutineMenuOverlay').then((module) => ({
        default: module.ExerciseRoutineMenuOverlay,
      })),
    ),
    'no-smoking-record': lazy(() =>
      import('./features/daily-records/NoSmokingRecordOverlay').then((module) => ({
        default: module.NoSmokingRecordOverlay,
      })),
    ),
    'drinking-record': lazy(() =>
      import('./features/daily-records/DrinkingRecordOverlay').then((module) => ({
        default: module.DrinkingRecordOverlay,
      })),
    ),
    'taking-medication-record': lazy(() =>
      import('./features/taking-medication-record/TakingMedicationRecordOverlay').then((module) => ({
        default: module.TakingMedicationRecordOverlay,
      })),
    ),
    'dashboard-calendar': lazy(() =>
      import('./features/dashboard-calendar/DashboardCalendarOverlay').then((module) => ({
        default: module.DashboardCalendarOverlay,
      })),
    ),
    'health-roadmap-detail': lazy(() =>
      import('./features/health-roadmap/HealthRoadmapDetailOverlay').then((module) => ({
        default: module.HealthRoadmapDetailOverlay,
      })),
    ),
  },
  RoadmapCard,
};
