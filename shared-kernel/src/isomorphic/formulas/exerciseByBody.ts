import { basalMetabolicRate, type BasalMetabolicRateInput } from './bodyIndices';
import { isPositiveNumber, roundTo } from '../numbers';

/** The spec's intensity bands of an exercise (§9 "intensity weak, medium, strong"). */
export const exerciseIntensities = ['weak', 'medium', 'strong'] as const;
export type ExerciseIntensity = (typeof exerciseIntensities)[number];

/**
 * Lower bounds of the medium and strong bands in METs: the Compendium's light (< 3.0), moderate (3.0-5.9) and
 * vigorous (>= 6.0) intensities (Ainsworth BE, Haskell WL, Herrmann SD et al., "2011 Compendium of Physical
 * Activities: a second update of codes and MET values", Med Sci Sports Exerc 2011;43(8):1575-1581; kept by
 * Herrmann SD, Willis EA, Ainsworth BE et al., "2024 Adult Compendium of Physical Activities", J Sport Health
 * Sci 2024;13(1):6-12), which are also the WHO 2020 guideline's moderate and vigorous.
 */
export const exerciseIntensityFloors = { medium: 3, strong: 6 } as const;

/** The band of an exercise of `mets` METs. */
export function exerciseIntensityOf(mets: number): ExerciseIntensity {
  if (mets >= exerciseIntensityFloors.strong) return 'strong';
  if (mets >= exerciseIntensityFloors.medium) return 'medium';
  return 'weak';
}

/** One MET by convention: 3.5 mL of oxygen per kg per minute at rest. */
const standardRestingOxygenMlPerKgMin = 3.5;
/** Kilocalories per litre of oxygen, the same 5 the spec's calorie formula counts with. */
const kcalPerLitreOxygen = 5;

/**
 * The person's resting oxygen uptake in mL/kg/min, two decimals, from their resting energy by the
 * Mifflin-St Jeor equation (`basalMetabolicRate`): kcal/day ÷ 1440 min ÷ 5 kcal/L × 1000 mL/L ÷ kg.
 * Null when sex, age, height or weight is unknown, or the equation leaves no resting uptake (a body far outside it).
 */
export function restingOxygenUptake(body: BasalMetabolicRateInput): number | null {
  const kcalPerDay = basalMetabolicRate(body);
  if (!isPositiveNumber(kcalPerDay) || !isPositiveNumber(body.weightKg)) return null;
  const resting = roundTo(((kcalPerDay / 1440 / kcalPerLitreOxygen) * 1000) / body.weightKg, 2);
  return isPositiveNumber(resting) ? resting : null;
}

/**
 * How much a Compendium MET is worth to this person, two decimals: 3.5 ÷ their resting oxygen uptake. The
 * Compendium's METs take rest as 3.5 mL/kg/min, which overstates most people's rest (on average by 35 %,
 * Byrne NM, Hills AP, Hunter GR et al., "Metabolic equivalent: one size does not fit all", J Appl Physiol
 * 2005;99(3):1112-1119; Kozey S, Lyden K, Staudenmayer J, Freedson P, "Errors in MET estimates of physical
 * activities using 3.5 ml·kg⁻¹·min⁻¹ as the baseline oxygen consumption", J Phys Act Health 2010;7(4):508-516);
 * the 2011 Compendium corrects a MET by this ratio with a predicted resting rate. Null when the body is unknown.
 */
export function metsCorrectionRate(body: BasalMetabolicRateInput): number | null {
  const resting = restingOxygenUptake(body);
  if (resting === null) return null;
  const rate = roundTo(standardRestingOxygenMlPerKgMin / resting, 2);
  return isPositiveNumber(rate) ? rate : null;
}

/** The corrected METs of an exercise of `mets` Compendium METs for a person of `rate`, one decimal. */
export function correctedMets(mets: number, rate: number): number {
  return roundTo(mets * rate, 1);
}

/**
 * The weekly MET-minutes, in Compendium METs (those the plan's exercises add up in), that give this person the
 * effort `standardMetMinutes` asks of someone whose rest is 3.5 mL/kg/min: a person for whom a MET is worth more
 * reaches a moderate effort with fewer Compendium MET-minutes. Whole MET-minutes; unchanged without a rate.
 */
export function weeklyMetMinutesForBody(standardMetMinutes: number, rate: number | null): number {
  return Math.round(rate === null ? standardMetMinutes : standardMetMinutes / rate);
}

export const exerciseByBodySource =
  'Corrected METs (Ainsworth et al., 2011 Compendium of Physical Activities; Byrne et al. 2005; Kozey et al. 2010) with resting energy by Mifflin-St Jeor (1990); intensity bands: light < 3, moderate 3-5.9, vigorous ≥ 6 METs (2024 Adult Compendium, Herrmann et al.)';
