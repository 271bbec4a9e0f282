// What the dashboard page draws from other features: its overlays (child routes of the page) and the roadmap
// card. Composed here, at the remote's root, so that no feature imports another.
import type { DashboardParts } from './features/routine-common/dashboard';
import { DashboardCalendarOverlay } from './features/dashboard-calendar/DashboardCalendarOverlay';
import { DrinkingRecordOverlay } from './features/daily-records/DrinkingRecordOverlay';
import { NoSmokingRecordOverlay } from './features/daily-records/NoSmokingRecordOverlay';
import { ExerciseRecordMenuOverlay } from './features/exercise-record/ExerciseRecordMenuOverlay';
import { ExerciseRecordOverlay } from './features/exercise-record/ExerciseRecordOverlay';
import { ExerciseRoutineMenuOverlay } from './features/exercise-record/ExerciseRoutineMenuOverlay';
import { HealthRoadmapDetailOverlay } from './features/health-roadmap/HealthRoadmapDetailOverlay';
import { RoadmapCard } from './features/health-roadmap/RoadmapCard';

export const dashboardParts: DashboardParts = {
  overlays: {
    'exercise-record': ExerciseRecordOverlay,
    'exercise-record-menu': ExerciseRecordMenuOverlay,
    'exercise-routine-menu': ExerciseRoutineMenuOverlay,
    'no-smoking-record': NoSmokingRecordOverlay,
    'drinking-record': DrinkingRecordOverlay,
    'dashboard-calendar': DashboardCalendarOverlay,
    'health-roadmap-detail': HealthRoadmapDetailOverlay,
  },
  RoadmapCard,
};
