import { genderCodes, type GenderCode } from '../codes';
import { isPositiveNumber, roundTo } from '../numbers';

function squareMetres(heightCm: number): number {
  return (heightCm / 100) ** 2;
}

/** Body mass index in kg/m², one decimal. */
export function bodyMassIndex(
  weightKg: number | null | undefined,
  heightCm: number | null | undefined,
): number | null {
  if (!isPositiveNumber(weightKg) || !isPositiveNumber(heightCm)) return null;
  return roundTo(weightKg / squareMetres(heightCm), 1);
}

export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese' | 'severelyObese';

/**
 * BMI category with the cut-offs for Asian adults: WHO Western Pacific Region, "The Asia-Pacific
 * perspective: redefining obesity and its treatment" (2000), as adopted by the Korean Society for the
 * Study of Obesity guideline (pre-obese 23-24.9, obese from 25, severe from 30).
 */
export function bmiCategory(bmi: number | null | undefined): BmiCategory | null {
  if (!isPositiveNumber(bmi)) return null;
  if (bmi < 18.5) return 'underweight';
  if (bmi < 23) return 'normal';
  if (bmi < 25) return 'overweight';
  if (bmi < 30) return 'obese';
  return 'severelyObese';
}

/** Waist-hip ratio, two decimals. */
export function waistHipRatio(
  waistCm: number | null | undefined,
  hipCm: number | null | undefined,
): number | null {
  if (!isPositiveNumber(waistCm) || !isPositiveNumber(hipCm)) return null;
  return roundTo(waistCm / hipCm, 2);
}

export interface BasalMetabolicRateInput {
  weightKg: number | null | undefined;
  heightCm: number | null | undefined;
  age: number | null | undefined;
  userGenderCode: GenderCode | null | undefined;
}

/**
 * Basal metabolic rate in kcal/day, whole kilocalories, by the Mifflin-St Jeor equation: Mifflin MD,
 * St Jeor ST et al., "A new predictive equation for resting energy expenditure in healthy individuals",
 * Am J Clin Nutr 1990;51(2):241-247. 10 × kg + 6.25 × cm − 5 × years, then +5 for men and −161 for women.
 */
export function basalMetabolicRate({
  weightKg,
  heightCm,
  age,
  userGenderCode,
}: BasalMetabolicRateInput): number | null {
  if (!isPositiveNumber(weightKg) || !isPositiveNumber(heightCm)) return null;
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 0) return null;
  if (userGenderCode !== genderCodes.male && userGenderCode !== genderCodes.female) return null;
  const sexConstant = userGenderCode === genderCodes.male ? 5 : -161;
  return Math.round(10 * weightKg + 6.25 * heightCm - 5 * age + sexConstant);
}

export interface FatFreeMassIndexInput {
  weightKg: number | null | undefined;
  percentageBodyFat: number | null | undefined;
  heightCm: number | null | undefined;
}

/** Fat-free mass index in kg/m², one decimal: weight × (1 − body fat % / 100) / height². */
export function fatFreeMassIndex({
  weightKg,
  percentageBodyFat,
  heightCm,
}: FatFreeMassIndexInput): number | null {
  if (!isPositiveNumber(weightKg) || !isPositiveNumber(heightCm)) return null;
  if (typeof percentageBodyFat !== 'number' || !(percentageBodyFat >= 0 && percentageBodyFat < 100))
    return null;
  return roundTo((weightKg * (1 - percentageBodyFat / 100)) / squareMetres(heightCm), 1);
}
