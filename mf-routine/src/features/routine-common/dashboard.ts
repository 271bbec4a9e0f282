// What the dashboard page shares with the overlays drawn over it (exercise record and menus, daily records,
// calendar, roadmap): the week it loaded and the actions that change it. The page gets its overlays and cards
// from the remote's root, so that no feature imports another.
import type { ComponentType } from 'react';
import type {
  DrinkingDetail,
  DrinkingEntry,
  ExerciseDetail,
  HealthGoal,
  MedicationStatusCode,
  NoSmokingDetail,
  RoutineDay,
  RoutineMedicationDose,
  YesNo,
} from 'shared-kernel/isomorphic';

/** The week the dashboard loaded (Monday to Sunday, Seoul), with the values kept on this phone applied. */
export interface DashboardWeek {
  today: string;
  fromSearchDt: string;
  toSearchDt: string;
  /** Today's goal (spec section 4); null when no goal holds today. */
  goal: HealthGoal | null;
  goals: readonly HealthGoal[];
  /** Days with a plan only, oldest first. */
  days: readonly RoutineDay[];
  /** Details whose value waits on this phone to be sent (`pendingKeyOf`). */
  pendingKeys: ReadonlySet<string>;
}

export type DetailKind = 'exercise' | 'noSmoking' | 'drinking' | 'dose';

/** `exercise:12`: names a detail kept on this phone. */
export function pendingKeyOf(kind: DetailKind, id: number): string {
  return `${kind}:${id}`;
}

/**
 * The changes the page makes for its overlays. Each shows its own refusal (the API's localized message) and
 * resolves false then; true once saved, or kept on this phone to be sent later.
 */
export interface DashboardActions {
  /** Done (Y) or not done (N), shown at once and undone if refused. */
  checkExercise(detail: ExerciseDetail, exrciseAt: YesNo): Promise<boolean>;
  /** Asks first; a refused postponement (M1074, M1075, M1076) changes nothing. */
  postponeExercise(detail: ExerciseDetail): Promise<boolean>;
  recordNoSmoking(detail: NoSmokingDetail, nosmkngAt: YesNo): Promise<boolean>;
  recordDrinking(detail: DrinkingDetail, entry: DrinkingEntry): Promise<boolean>;
  /** Taken (0002), not taken (0001) or unticked (0003), shown at once and undone if refused. */
  recordDose(dose: RoutineMedicationDose, tkmdSttusCode: MedicationStatusCode): Promise<boolean>;
  /** Loads the week again without hiding it (after a manual exercise is added, changed or removed). */
  reload(): void;
}

export interface DashboardOverlayProps {
  week: DashboardWeek;
  actions: DashboardActions;
  /** Back to the page underneath. */
  onClose: () => void;
  /** Path of the page underneath: `/main/health-goal-dashboard` or `/routine/dashboard`. */
  basePath: string;
}

export interface RoadmapCardProps {
  goal: HealthGoal;
  basePath: string;
}

/** What the root gives the dashboard page: the overlays by their path segment (lazy or not), and the roadmap card. */
export interface DashboardParts {
  overlays: Readonly<Record<string, ComponentType<DashboardOverlayProps>>>;
  RoadmapCard: ComponentType<RoadmapCardProps>;
}
