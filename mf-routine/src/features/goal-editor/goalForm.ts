// The goal being made or edited: one reducer for the whole `/routine/health-goal` page, so that what the person
// typed survives moving between its child screens and a refused save.
import { weekdayCodesFromMonday } from 'shared-kernel';
import {
  addDays,
  exerciseCreationTypeCodes,
  timeOfDayCodes,
  type ExerciseCreationTypeCode,
  type ExerciseItem,
  type GoalStatusCode,
  type HealthGoal,
  type HealthGoalInput,
  type HealthGoalItemCode,
  type RecommendedGoal,
  type TimeOfDayCode,
  type WeekdayCode,
  type YesNo,
} from 'shared-kernel/isomorphic';

/** One exercise of the plan, with what the screens show of its catalogue item. */
export interface PlannedExercise {
  /**
   * Which entry of the plan this is: a goal may plan the same catalogue item more than once (walking in the
   * morning and in the evening), so the item code does not tell its entries apart.
   */
  entryKey: string;
  exrciseItemCode: string;
  exrciseItemNm: string;
  metsVal: number;
  /** Compendium activity code of the METs; null when the plan came from a saved goal (looked up on demand). */
  compendiumCode: string | null;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  exrciseCreatTypeCode: ExerciseCreationTypeCode;
  dowCodes: WeekdayCode[];
}

export interface DrinkingLimits {
  alchlCoExecutAt: YesNo;
  alchlCo: number;
  alchlGlassCntExecutAt: YesNo;
  alchlGlassCnt: number;
}

/** Where an error is shown: by a field of a child screen, and in that part's summary on the page. */
export type ErrorPlace = 'beforeVal' | 'goalVal' | 'exercises' | 'period' | 'drinking' | 'form';

export interface GoalForm {
  /** The goal being edited; null for a new one. */
  helthGoalSn: number | null;
  goalSttusCode: GoalStatusCode | null;
  /** A saved goal's begin date: an in-progress goal keeps it, though it is in the past. */
  savedBeginDe: string | null;
  /** Weight (0001) or waist (0002) target; null: no body target. Values as typed. */
  targetItemCode: HealthGoalItemCode | null;
  beforeVal: string;
  goalVal: string;
  /** The latest weight or waist from the recommendation, offered as the current value. */
  latest: { helthGoalItemCode: HealthGoalItemCode; value: number } | null;
  exercises: PlannedExercise[];
  /** An exercise picked but not registered yet (the composition screen edits it). */
  draft: PlannedExercise | null;
  nosmkngAt: YesNo;
  drinking: DrinkingLimits;
  goalBeginDe: string | null;
  goalEndDe: string | null;
  errors: Partial<Record<ErrorPlace, string>>;
}

export const defaultExerciseMinutes = 30;
/** A new goal runs four weeks unless the person picks another period. */
export const defaultGoalDays = 28;

const noDrinkingLimits: DrinkingLimits = {
  alchlCoExecutAt: 'N',
  alchlCo: 2,
  alchlGlassCntExecutAt: 'N',
  alchlGlassCnt: 2,
};

function typedValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A new goal: own, or the recommended one (its target and period), starting today for four weeks. */
export function newGoalForm(
  today: string,
  recommendation: RecommendedGoal | null,
  recommended: boolean,
): GoalForm {
  const latest =
    recommendation?.helthGoalItemCode && recommendation.beforeVal !== null
      ? { helthGoalItemCode: recommendation.helthGoalItemCode, value: recommendation.beforeVal }
      : null;
  // Spec section 5: a recommended goal is used only when predictDt is set.
  const useRecommendation = recommended && recommendation !== null && recommendation.predictDt !== null;
  const recommendedPeriod =
    useRecommendation && recommendation.goalEndDe && recommendation.goalBeginDe >= today
      ? { goalBeginDe: recommendation.goalBeginDe, goalEndDe: recommendation.goalEndDe }
      : null;
  return {
    helthGoalSn: null,
    goalSttusCode: null,
    savedBeginDe: null,
    targetItemCode: useRecommendation ? recommendation.helthGoalItemCode : null,
    beforeVal: useRecommendation ? typedValue(recommendation.beforeVal) : '',
    goalVal: useRecommendation ? typedValue(recommendation.goalVal) : '',
    latest,
    exercises: [],
    draft: null,
    nosmkngAt: 'N',
    drinking: noDrinkingLimits,
    goalBeginDe: recommendedPeriod?.goalBeginDe ?? today,
    goalEndDe: recommendedPeriod?.goalEndDe ?? addDays(today, defaultGoalDays - 1),
    errors: {},
  };
}

/** A saved goal, to edit. */
export function goalFormOf(goal: HealthGoal): GoalForm {
  const [detail] = goal.helthGoalDetailList;
  return {
    helthGoalSn: goal.helthGoalSn,
    goalSttusCode: goal.goalSttusCode,
    savedBeginDe: goal.goalBeginDe,
    targetItemCode: detail?.helthGoalItemCode ?? null,
    beforeVal: typedValue(detail?.beforeVal),
    goalVal: typedValue(detail?.goalVal),
    latest:
      detail && detail.healthGoalItemVal !== null
        ? { helthGoalItemCode: detail.helthGoalItemCode, value: detail.healthGoalItemVal }
        : null,
    // A saved entry is known by its place in the goal, which the API keeps: the same on every load.
    exercises: goal.helthGoalExrciseList.map((exercise, index) => ({
      entryKey: `saved-${index}`,
      exrciseItemCode: exercise.exrciseItemCode,
      exrciseItemNm: exercise.exrciseItemNm,
      metsVal: exercise.metsVal,
      compendiumCode: null,
      exrciseTimeMi: exercise.exrciseTimeMi,
      exrciseTodCode: exercise.exrciseTodCode,
      exrciseCreatTypeCode: exercise.exrciseCreatTypeCode,
      dowCodes: exercise.helthGoalExrciseDowList.map((day) => day.dowCode),
    })),
    draft: null,
    nosmkngAt: goal.nosmkngAt,
    drinking: goal.alchlGoal ?? noDrinkingLimits,
    goalBeginDe: goal.goalBeginDe,
    goalEndDe: goal.goalEndDe,
    errors: {},
  };
}

let newEntries = 0;

/** A key no other entry of this page has: a saved entry's is `saved-<place>`. */
function newEntryKey(): string {
  newEntries += 1;
  return `new-${newEntries}`;
}

/** A new entry of the plan for a catalogue item: 30 minutes in the morning, no weekday chosen yet. */
export function plannedExerciseOf(
  item: ExerciseItem,
  exrciseCreatTypeCode: ExerciseCreationTypeCode = exerciseCreationTypeCodes.manual,
  dowCodes: WeekdayCode[] = [],
  exrciseTimeMi = defaultExerciseMinutes,
): PlannedExercise {
  return {
    entryKey: newEntryKey(),
    exrciseItemCode: item.exrciseItemCode,
    exrciseItemNm: item.exrciseItemNm,
    metsVal: item.metsVal,
    compendiumCode: item.compendiumCode,
    exrciseTimeMi,
    exrciseTodCode: timeOfDayCodes.morning,
    exrciseCreatTypeCode,
    dowCodes,
  };
}

/**
 * Weekdays for `sessions` sessions a week, spread over the week (Monday first) and shifted by `offset` so that
 * several recommended exercises do not all land on the same days.
 */
export function spreadWeekdays(sessions: number, offset = 0): WeekdayCode[] {
  const count = Math.max(1, Math.min(7, Math.round(sessions)));
  const days = new Set<number>();
  for (let session = 0; session < count; session += 1) {
    let day = (Math.floor((session * 7) / count) + offset) % 7;
    while (days.has(day)) day = (day + 1) % 7;
    days.add(day);
  }
  return weekdayCodesFromMonday.filter((_, index) => days.has(index));
}

export type GoalFormAction =
  | { type: 'setTargetItem'; itemCode: HealthGoalItemCode | null }
  | { type: 'setTargetValue'; field: 'beforeVal' | 'goalVal'; value: string }
  | { type: 'startDraft'; exercise: PlannedExercise }
  | { type: 'changeExercise'; entryKey: string; change: Partial<PlannedExercise> }
  | { type: 'registerDraft' }
  | { type: 'removeExercise'; entryKey: string }
  | { type: 'addExercises'; exercises: PlannedExercise[] }
  | { type: 'learnCompendiumCodes'; items: readonly ExerciseItem[] }
  | { type: 'setNoSmoking'; nosmkngAt: YesNo }
  | { type: 'setDrinking'; change: Partial<DrinkingLimits> }
  | { type: 'setPeriod'; goalBeginDe: string | null; goalEndDe: string | null }
  | { type: 'setErrors'; errors: Partial<Record<ErrorPlace, string>> }
  | { type: 'clearErrors'; places: ErrorPlace[] };

function withoutErrors(form: GoalForm, places: readonly ErrorPlace[]): GoalForm['errors'] {
  const errors = { ...form.errors };
  for (const place of [...places, 'form' as const]) delete errors[place];
  return errors;
}

export function goalFormReducer(form: GoalForm, action: GoalFormAction): GoalForm {
  switch (action.type) {
    case 'setTargetItem': {
      if (action.itemCode === form.targetItemCode) return form;
      const latest = form.latest?.helthGoalItemCode === action.itemCode ? form.latest : null;
      return {
        ...form,
        targetItemCode: action.itemCode,
        beforeVal: latest ? String(latest.value) : '',
        goalVal: '',
        errors: withoutErrors(form, ['beforeVal', 'goalVal']),
      };
    }
    case 'setTargetValue':
      return { ...form, [action.field]: action.value, errors: withoutErrors(form, [action.field]) };
    case 'startDraft':
      return { ...form, draft: action.exercise };
    case 'changeExercise': {
      const change = (exercise: PlannedExercise) =>
        exercise.entryKey === action.entryKey ? { ...exercise, ...action.change } : exercise;
      return {
        ...form,
        draft: form.draft ? change(form.draft) : null,
        exercises: form.exercises.map(change),
        errors: withoutErrors(form, ['exercises']),
      };
    }
    case 'registerDraft': {
      const { draft } = form;
      if (!draft) return form;
      const planned = form.exercises.some((exercise) => exercise.entryKey === draft.entryKey);
      return {
        ...form,
        draft: null,
        exercises: planned
          ? form.exercises.map((exercise) => (exercise.entryKey === draft.entryKey ? draft : exercise))
          : [...form.exercises, draft],
        errors: withoutErrors(form, ['exercises']),
      };
    }
    case 'removeExercise':
      return {
        ...form,
        exercises: form.exercises.filter((exercise) => exercise.entryKey !== action.entryKey),
      };
    case 'addExercises': {
      // Taking all the recommended exercises adds those not planned yet; a second entry of one is made by hand.
      const planned = new Set(form.exercises.map((exercise) => exercise.exrciseItemCode));
      return {
        ...form,
        exercises: [
          ...form.exercises,
          ...action.exercises.filter((exercise) => !planned.has(exercise.exrciseItemCode)),
        ],
        errors: withoutErrors(form, ['exercises']),
      };
    }
    case 'learnCompendiumCodes': {
      const codes = new Map(action.items.map((item) => [item.exrciseItemCode, item.compendiumCode]));
      const learn = (exercise: PlannedExercise) =>
        exercise.compendiumCode
          ? exercise
          : { ...exercise, compendiumCode: codes.get(exercise.exrciseItemCode) ?? null };
      return { ...form, exercises: form.exercises.map(learn), draft: form.draft ? learn(form.draft) : null };
    }
    case 'setNoSmoking':
      return { ...form, nosmkngAt: action.nosmkngAt };
    case 'setDrinking':
      return {
        ...form,
        drinking: { ...form.drinking, ...action.change },
        errors: withoutErrors(form, ['drinking']),
      };
    case 'setPeriod':
      return {
        ...form,
        goalBeginDe: action.goalBeginDe,
        goalEndDe: action.goalEndDe,
        errors: withoutErrors(form, ['period']),
      };
    case 'setErrors':
      return { ...form, errors: action.errors };
    case 'clearErrors':
      return { ...form, errors: withoutErrors(form, action.places) };
  }
}

/** A typed number as the kernel's rules judge it: blank is "not given", anything else a number (maybe NaN). */
export function typedNumber(typed: string): number | undefined {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The drinking goal the API takes: null when neither limit is on. */
export function drinkingGoalOf(drinking: DrinkingLimits): HealthGoalInput['alchlGoal'] {
  if (drinking.alchlCoExecutAt === 'N' && drinking.alchlGlassCntExecutAt === 'N') return null;
  return {
    alchlCo: drinking.alchlCo,
    alchlGlassCnt: drinking.alchlGlassCnt,
    alchlCoExecutAt: drinking.alchlCoExecutAt,
    alchlGlassCntExecutAt: drinking.alchlGlassCntExecutAt,
  };
}

/** The body of `POST /helthGoal` (and of `PUT` with the serial), from a form whose values were checked. */
export function goalInputOf(form: GoalForm): HealthGoalInput {
  const beforeVal = typedNumber(form.beforeVal);
  const goalVal = typedNumber(form.goalVal);
  return {
    goalBeginDe: form.goalBeginDe ?? '',
    goalEndDe: form.goalEndDe ?? '',
    helthGoalDetailList:
      form.targetItemCode && beforeVal !== undefined && goalVal !== undefined
        ? [{ helthGoalItemCode: form.targetItemCode, beforeVal, goalVal }]
        : [],
    helthGoalExrciseList: form.exercises.map((exercise) => ({
      exrciseItemCode: exercise.exrciseItemCode,
      exrciseTimeMi: exercise.exrciseTimeMi,
      exrciseTodCode: exercise.exrciseTodCode,
      exrciseCreatTypeCode: exercise.exrciseCreatTypeCode,
      helthGoalExrciseDowList: [...exercise.dowCodes].sort().map((dowCode) => ({ dowCode })),
    })),
    nosmkngAt: form.nosmkngAt,
    alchlGoal: drinkingGoalOf(form.drinking),
  };
}

/** MET-minutes a week of the planned exercises: METs × minutes × sessions a week. */
export function weeklyMetMinutes(exercises: readonly PlannedExercise[]): number {
  return Math.round(
    exercises.reduce(
      (sum, exercise) => sum + exercise.metsVal * exercise.exrciseTimeMi * exercise.dowCodes.length,
      0,
    ),
  );
}

/** Where the API's `field` of a refusal is shown. */
export function errorPlaceOf(field: string | undefined): ErrorPlace {
  if (!field) return 'form';
  if (field.includes('beforeVal')) return 'beforeVal';
  if (field.includes('goalVal') || field.includes('helthGoalDetailList')) return 'goalVal';
  if (field.includes('Exrcise')) return 'exercises';
  if (field.includes('goalBeginDe') || field.includes('goalEndDe')) return 'period';
  if (field.includes('alchl')) return 'drinking';
  return 'form';
}
