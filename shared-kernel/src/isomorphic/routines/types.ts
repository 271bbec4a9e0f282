// The wire shapes of the routine API (`/api/routine`, spec sections 3 and 7), shared by mf-routine and the API.
// Field names are the spec's; see GLOSSARY.md for the abbreviations.
import type {
  ExerciseCreationTypeCode,
  GoalStatusCode,
  HealthGoalItemCode,
  TimeOfDayCode,
  WeekdayCode,
} from '../codes';
import type { BmiCategory, ExerciseIntensity } from '../formulas';
import type { ExerciseCategoryCode, DrinkKind } from './codes';

export type YesNo = 'Y' | 'N';

/** A weight or waist target of a goal. `healthGoalItemVal` is the latest recorded value (null: none yet). */
export interface HealthGoalDetail {
  helthGoalItemCode: HealthGoalItemCode;
  beforeVal: number;
  goalVal: number;
  healthGoalItemVal: number | null;
}

export interface ExerciseWeekday {
  dowCode: WeekdayCode;
}

/** One planned exercise of a goal: what, how long, when in the day, and on which weekdays. */
export interface HealthGoalExercise {
  exrciseItemCode: string;
  exrciseItemNm: string;
  metsVal: number;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  exrciseCreatTypeCode: ExerciseCreationTypeCode;
  helthGoalExrciseDowList: ExerciseWeekday[];
}

/**
 * Drinking limits of a goal: at most `alchlCo` drinking days a week and `alchlGlassCnt` glasses a day;
 * each limit applies only where its `...ExecutAt` flag is Y.
 */
export interface DrinkingGoal {
  alchlCo: number;
  alchlGlassCnt: number;
  alchlCoExecutAt: YesNo;
  alchlGlassCntExecutAt: YesNo;
}

/** What a goal achieved so far (recomputed on every entry). */
export interface HealthGoalResults {
  exrciseTimeMiGoalTot: number;
  exrciseTimeMiTot: number;
  cnsumCalValGoal: number;
  cnsumCalValTot: number;
  /** Days of the goal with a no-smoking detail (0 when the goal has no no-smoking part). */
  nosmkngPlanDayCnt: number;
  nosmkngSuccessDayCnt: number;
  alchlPlanDayCnt: number;
  alchlSuccessDayCnt: number;
  alchlGlassCntAvg: number;
}

/** A health goal as the API answers it (detail, history, dashboard). */
export interface HealthGoal extends HealthGoalResults {
  helthGoalSn: number;
  goalBeginDe: string;
  goalEndDe: string;
  goalTotDayCnt: number;
  goalSttusCode: GoalStatusCode;
  helthGoalDetailList: HealthGoalDetail[];
  helthGoalExrciseList: HealthGoalExercise[];
  nosmkngAt: YesNo;
  alchlGoal: DrinkingGoal | null;
}

/** The body of `POST /helthGoal` (create) and, with `helthGoalSn`, of `PUT /helthGoal` (edit). */
export interface HealthGoalInput {
  goalBeginDe: string;
  goalEndDe: string;
  helthGoalDetailList: { helthGoalItemCode: HealthGoalItemCode; beforeVal: number; goalVal: number }[];
  helthGoalExrciseList: {
    exrciseItemCode: string;
    exrciseTimeMi: number;
    exrciseTodCode: TimeOfDayCode;
    exrciseCreatTypeCode: ExerciseCreationTypeCode;
    helthGoalExrciseDowList: ExerciseWeekday[];
  }[];
  nosmkngAt: YesNo;
  alchlGoal: DrinkingGoal | null;
}

export interface HealthGoalUpdate extends HealthGoalInput {
  helthGoalSn: number;
}

/** One exercise on one day. `exrciseAt` null: not checked yet. `delayExrciseAt` Y: it was postponed here. */
export interface ExerciseDetail {
  exrciseExecutDtlsSn: number;
  helthGoalSn: number;
  exrciseItemCode: string;
  exrciseItemNm: string;
  exrciseCreatTypeCode: ExerciseCreationTypeCode;
  exrcisePlanDe: string;
  exrciseAt: YesNo | null;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  delayExrciseAt: YesNo;
  /** Kilocalories: burnt when done, expected otherwise; null while no weight is recorded. */
  cnsumCalVal: number | null;
  metsVal: number;
}

/** `nosmkngAt` Y: did not smoke that day; N: smoked; null: not entered (counts as failed). */
export interface NoSmokingDetail {
  nosmkngExecutDtlsSn: number;
  helthGoalSn: number;
  nosmkngPlanDe: string;
  nosmkngAt: YesNo | null;
}

/** Glasses of each kind drunk on a day. */
export type GlassCounts = Partial<Record<DrinkKind, number>>;

/** `alchlAt` Y: drank that day; N: did not; null: not entered. */
export interface DrinkingDetail {
  alchlExecutDtlsSn: number;
  helthGoalSn: number;
  alchlPlanDe: string;
  alchlAt: YesNo | null;
  alchlGlassCnt: number | null;
  alchlGlassCntDtl: GlassCounts | null;
  /** Grams of pure alcohol in the glasses entered (null: nothing entered). */
  alchlGramVal: number | null;
}

/** A dose of the day, from the medication plans (filled by the medication domain). */
export interface RoutineMedicationDose {
  tkmdSn: number;
  tkmdDtlsSn: number;
  tkmdNm: string;
  /** The catalogue's English name of the plan's medicine, if it has one (see medicineNameIn). */
  itemEngName: string | null;
  tkmdPlanDt: string;
  tkmdSttusCode: string;
}

/** One day of the routine (`routhLapseDe`) with everything planned and done on it. */
export interface RoutineDay {
  routhLapseDe: string;
  helthGoalSn: number | null;
  helthGoalExrciseDtlsList: ExerciseDetail[];
  helthTkmdPlanList: RoutineMedicationDose[];
  helthGoalNosmkngDtls: NoSmokingDetail | null;
  helthGoalAlchlDtls: DrinkingDetail | null;
}

/** `GET /dashboard2`: the goals that touch the range, and every day of the range that has a plan. */
export interface RoutineDashboard {
  helthGoalList: HealthGoal[];
  routhLapseList: RoutineDay[];
}

/** The advice of a recommended goal: its BMI category, or a normal BMI with a waist over the abdominal limit. */
export type RecommendationTextKey = BmiCategory | 'abdominalObesity';

/** `GET /helthGoal/recommendation`. `predictDt` null: no weight or waist goal to recommend. */
export interface RecommendedGoal {
  predictDt: string | null;
  bmicode: BmiCategoryCode | null;
  /** The category and advice, in the request's language (the text of `bmicomtKey`, for the spec's clients). */
  bmicomt: string | null;
  /** Which advice: the app shows `routine:recommendation.<bmicomtKey>` with bmiVal and beforeVal (the waist). */
  bmicomtKey: RecommendationTextKey | null;
  bmiVal: number | null;
  helthGoalItemCode: HealthGoalItemCode | null;
  beforeVal: number | null;
  goalVal: number | null;
  goalBeginDe: string;
  goalEndDe: string | null;
  /** The guideline the recommendation follows. */
  source: string;
}

/** bmicode: the BMI categories of spec section 9 (the kernel's `bmiCategory`, Asia-Pacific cut-offs). */
export const bmiCategoryCodes = {
  underweight: '0001',
  normal: '0002',
  overweight: '0003',
  obese: '0004',
  severelyObese: '0005',
} as const satisfies Record<BmiCategory, string>;
export type BmiCategoryCode = (typeof bmiCategoryCodes)[BmiCategory];

/** An exercise of the catalogue, its name in the request's language. */
export interface ExerciseItem {
  exrciseItemCode: string;
  exrciseItemNm: string;
  exrciseItemCtgryCode: ExerciseCategoryCode;
  exrciseItemCtgryNm: string;
  exrciseItemOrdr: number;
  metsVal: number;
  /** The METs for the person's body (`correctedMets`); null while sex, age, height or weight is unknown. */
  crrctMetsVal: number | null;
  /** The band of `crrctMetsVal`, else of `metsVal`. */
  intnstyCode: ExerciseIntensity;
  /** Compendium of Physical Activities activity code the METs come from, e.g. `17200` (2024 Adult). */
  compendiumCode: string;
  /** Sessions a week recommended (0 when the item is not among the recommended ones). */
  weekRecmndCo: number;
  /**
   * Minutes a session recommended, on recommended items (`GET /helthGoal/item/recommendation`), so that the
   * sessions reach the level's weekly MET-minutes; absent elsewhere (the screens then suggest their own).
   */
  exrciseTimeMi?: number;
  userExrciseItemBmarkSn: number | null;
}

/** `GET /helthGoal/cl/code/recmndMetsVal`: the weekly MET-minutes recommended for a fitness level. */
export interface RecommendedMets {
  pscstrSttusCode: string;
  recmndMetsVal: number;
  /** Minutes a week of moderate activity that reach it. */
  recmndExrciseTimeMiWeek: number;
  /** What a Compendium MET is worth to the person (`metsCorrectionRate`); null while their body is unknown. */
  metsCrrctnRate: number | null;
  source: string;
}

/** `GET /helthGoal/check`: whether the period overlaps a scheduled or in-progress goal. */
export interface GoalOverlapCheck {
  overlapAt: YesNo;
  helthGoalSn: number | null;
}

export interface HealthGoalHistory {
  helthGoalList: HealthGoal[];
}

/** Body of `PUT /helthGoal/exrcise/dtls/{id}`. */
export interface ExerciseCheck {
  exrciseExecutDtlsSn: number;
  exrciseAt: YesNo;
}

/** Body of `POST /helthGoal/exrcise/dtls/manual` and `PUT .../manual/{id}`. */
export interface ManualExercise {
  exrciseItemCode: string;
  exrcisePlanDe: string;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  exrciseAt: YesNo;
}

export interface NoSmokingEntry {
  nosmkngExecutDtlsSn: number;
  nosmkngAt: YesNo;
}

export interface DrinkingEntry {
  alchlExecutDtlsSn: number;
  alchlAt: YesNo;
  /** Glasses by kind; when `alchlAt` is Y and none is given, one glass (spec section 4). */
  alchlGlassCntDtl?: GlassCounts;
}

export interface ExerciseBookmark {
  userExrciseItemBmarkSn: number;
  exrciseItemCode: string;
}

export interface ExerciseCatalogue {
  exrciseItemList: ExerciseItem[];
}
