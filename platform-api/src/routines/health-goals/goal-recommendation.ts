// GET /helthGoal/recommendation: the goal the person's latest weight, height and waist call for (spec section 3
// "recommended goal", section 9 BMI categories). A pure rule: the route reads the person and the clock.
import {
  addDays,
  bmiCategory,
  bmiCategoryCodes,
  bodyMassIndex,
  genderCodes,
  healthGoalItemCodes,
  koreanWaistLimitCm,
  routineDays,
  type RecommendedGoal,
} from 'shared-kernel/isomorphic';
import type { RoutinePerson } from '../routine-common/routine-person';

/**
 * Korean Society for the Study of Obesity, 2022 Clinical Practice Guidelines for Obesity: with a BMI of 23 or
 * more, lose 5-10 % of body weight over 3-6 months, at about 0.5 kg a week (a deficit of about 500 kcal a day).
 * The first step of that range is recommended.
 */
export const weightLossRule = { share: 0.05, kgPerWeek: 0.5 } as const;
export const weightLossSource =
  'KSSO 2022 Clinical Practice Guidelines for Obesity: lose 5-10 % of body weight over 3-6 months, about 0.5 kg a week';

/**
 * A normal BMI with abdominal obesity (KSSO waist cut-offs, 90 cm men / 85 cm women): 3 cm off the waist over
 * three months, 1 cm a month. The guideline gives the cut-offs but no pace for the waist; this pace is the
 * app's own choice, about what a loss of 0.5 kg a week brings about.
 */
export const waistLossRule = { cm: 3, daysPerCm: 30 } as const;
export const waistLossSource =
  'KSSO 2022 abdominal obesity cut-offs (waist 90 cm men, 85 cm women); 3 cm over 3 months is the app’s own pace';

export const bmiSource =
  'WHO Western Pacific Region 2000 BMI cut-offs for Asian adults, as adopted by KSSO 2022 (23 pre-obese, 25 obese)';

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The goal's end `days` after today, clamped to the routine's 7-371 days (both ends counted). */
function clampedEnd(today: string, days: number): string {
  return addDays(today, Math.min(Math.max(days, routineDays.min - 1), routineDays.max - 1));
}

/** The goal `person`'s latest values call for; `bmicomt` is left for `withRecommendationText` to write. */
export function recommendGoal(person: RoutinePerson, today: string): RecommendedGoal {
  const none: RecommendedGoal = {
    predictDt: null,
    bmicode: null,
    bmicomt: null,
    bmicomtKey: null,
    bmiVal: null,
    helthGoalItemCode: null,
    beforeVal: null,
    goalVal: null,
    goalBeginDe: today,
    goalEndDe: null,
    source: bmiSource,
  };
  const bmi = bodyMassIndex(person.weightKg, person.heightCm);
  const category = bmiCategory(bmi);
  if (bmi === null || category === null || person.weightKg === null) return none;
  const assessed = {
    ...none,
    bmicode: bmiCategoryCodes[category],
    bmicomtKey: category,
    bmiVal: bmi,
  };

  if (category === 'overweight' || category === 'obese' || category === 'severelyObese') {
    const beforeVal = tenth(person.weightKg);
    const goalVal = tenth(beforeVal * (1 - weightLossRule.share));
    const days = Math.ceil(((beforeVal - goalVal) / weightLossRule.kgPerWeek) * 7);
    return {
      ...assessed,
      predictDt: addDays(today, days),
      helthGoalItemCode: healthGoalItemCodes.weight,
      beforeVal,
      goalVal,
      goalEndDe: clampedEnd(today, days),
      source: weightLossSource,
    };
  }

  const waistLimit =
    person.userGenderCode === genderCodes.male
      ? koreanWaistLimitCm.male
      : person.userGenderCode === genderCodes.female
        ? koreanWaistLimitCm.female
        : null;
  if (
    category === 'normal' &&
    waistLimit !== null &&
    person.waistCm !== null &&
    person.waistCm >= waistLimit
  ) {
    const beforeVal = tenth(person.waistCm);
    const days = waistLossRule.cm * waistLossRule.daysPerCm;
    return {
      ...assessed,
      bmicomtKey: 'abdominalObesity',
      predictDt: addDays(today, days),
      helthGoalItemCode: healthGoalItemCodes.waist,
      beforeVal,
      goalVal: tenth(beforeVal - waistLossRule.cm),
      goalEndDe: clampedEnd(today, days),
      source: waistLossSource,
    };
  }
  return assessed;
}
