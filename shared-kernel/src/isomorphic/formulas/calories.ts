import { isPositiveNumber, roundTo } from '../numbers';

export interface CaloriesBurntInput {
  mets: number | null | undefined;
  minutes: number | null | undefined;
  weightKg: number | null | undefined;
}

/**
 * Kilocalories burnt by an exercise, one decimal, by the spec's formula mets × minutes × kg / 57.142857
 * (that is 3.5 ml O₂/kg/min per MET at 5 kcal per litre of oxygen).
 */
export function caloriesBurnt({ mets, minutes, weightKg }: CaloriesBurntInput): number | null {
  if (!isPositiveNumber(mets) || !isPositiveNumber(weightKg)) return null;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return null;
  return roundTo((mets * minutes * weightKg) / 57.142857, 1);
}
