// Names of the routine's codes in the person's language, from the `routine` namespace's `common` key (weekday
// names: weekdays.ts).
import type { DrinkKind, HealthGoalItemCode, RecommendedGoal, TimeOfDayCode } from 'shared-kernel/isomorphic';

/** A `t` of `useTranslation` in any namespace: the keys below name the `routine` namespace themselves. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "새벽", "Morning"... of an `exrciseTodCode`. */
export function timeOfDayName(t: Translate, code: TimeOfDayCode): string {
  return t(`routine:common.timeOfDay.${code}`);
}

/** "전체", "걷기"... of an `exrciseItemCtgryCode` (9999 is all). */
export function exerciseCategoryName(t: Translate, code: string): string {
  return t(`routine:common.category.${code}`);
}

/** "소주", "Beer"... */
export function drinkKindName(t: Translate, kind: DrinkKind): string {
  return t(`routine:common.drink.${kind}`);
}

/** "체중" or "허리둘레" of a `helthGoalItemCode`. */
export function goalItemName(t: Translate, code: HealthGoalItemCode): string {
  return t(`routine:common.goalItem.${code}`);
}

/** kg for weight, cm for waist. */
export function goalItemUnit(code: HealthGoalItemCode): string {
  return code === '0002' ? 'cm' : 'kg';
}

/**
 * The advice of a recommended goal in the person's language (`routine:recommendation.*`, the texts the API also
 * writes `bmicomt` from), so that it follows a change of language; null when there is none.
 */
export function recommendationAdvice(
  t: Translate,
  { bmicomtKey, bmiVal, beforeVal }: Pick<RecommendedGoal, 'bmicomtKey' | 'bmiVal' | 'beforeVal'>,
): string | null {
  if (bmicomtKey === null || bmiVal === null) return null;
  return t(`routine:recommendation.${bmicomtKey}`, { bmi: bmiVal.toFixed(1), waist: beforeVal ?? '' });
}
