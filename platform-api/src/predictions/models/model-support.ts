import type {
  PredictionContribution,
  PredictionInputKey,
  PredictionInputs,
  PredictionSeverity,
} from 'shared-kernel/isomorphic';
import type { ModelAnswer } from './model';

/** The values of `keys`, every one of them present. */
export type RequiredValues<Key extends PredictionInputKey> = {
  [K in Key]-?: NonNullable<PredictionInputs[K]>;
};

/** The values of the keys a model cannot run without, or the keys that are missing (in the order given). */
export function requiredValues<Key extends PredictionInputKey>(
  inputs: PredictionInputs,
  keys: readonly Key[],
): { ok: true; values: RequiredValues<Key> } | { ok: false; missing: PredictionInputKey[] } {
  const missing = missingInputKeys(inputs, keys);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    values: Object.fromEntries(keys.map((key) => [key, inputs[key]])) as RequiredValues<Key>,
  };
}

/** The keys among `keys` that `inputs` does not hold, in the order given. */
export function missingInputKeys(
  inputs: PredictionInputs,
  keys: readonly PredictionInputKey[],
): PredictionInputKey[] {
  return keys.filter((key) => inputs[key] === undefined || inputs[key] === null);
}

/** An input the equation was not derived for, as the model's answer; null when it lies within `[min, max]`. */
export function outOfRange(
  input: PredictionInputKey,
  value: number,
  range: { min: number; max: number },
): ModelAnswer | null {
  return value < range.min || value > range.max ? { status: 'outOfRange', input, ...range } : null;
}

/**
 * Absolute risk, in percent, of a Cox model published as a baseline survival at the horizon and the mean of the
 * linear predictor: 1 − S0^exp(Σβx − mean).
 */
export function coxRiskPercent(baselineSurvival: number, linearPredictor: number, mean: number): number {
  return 100 * (1 - baselineSurvival ** Math.exp(linearPredictor - mean));
}

/** The first band whose upper bound (exclusive) lies above the value; the last band has no upper bound. */
export function bandOf<Band extends string>(
  value: number,
  bands: readonly { below: number; band: Band; severity: PredictionSeverity }[],
  top: { band: Band; severity: PredictionSeverity },
): { band: Band; severity: PredictionSeverity } {
  const found = bands.find((candidate) => value < candidate.below);
  return found ? { band: found.band, severity: found.severity } : top;
}

type InputValue = number | boolean | string;

/**
 * "What moved the number": for each input that has a reference level, the result minus the result with that one
 * input set to its reference level, all others kept; sorted by |effect|, largest first.
 */
export function contributionsByReset<Profile extends Partial<Record<PredictionInputKey, InputValue>>>(
  profile: Profile,
  references: Partial<Profile>,
  result: (profile: Profile) => number,
  unit: PredictionContribution['unit'],
): PredictionContribution[] {
  const actual = result(profile);
  const contributions: PredictionContribution[] = [];
  for (const key of Object.keys(references) as (keyof Profile & PredictionInputKey)[]) {
    const value = profile[key];
    const reference = references[key];
    if (value === undefined || reference === undefined) continue;
    contributions.push({
      input: key,
      value: value as InputValue,
      reference: reference as InputValue,
      effect: actual - result({ ...profile, [key]: reference }),
      unit,
    });
  }
  return sortByEffect(contributions);
}

/**
 * Each input's share of the whole difference `result(profile) − result(profile with every input of `references`
 * at its reference level)`: its Shapley value, the mean over every order of setting the inputs back one after
 * another of what setting this one back changes. The shares add up to the whole difference exactly, also where
 * inputs interact (the coefficient of systolic pressure depends on whether it is treated), which resetting one
 * input at a time does not do; an input at its reference level has no share. Sorted by |share|, largest first.
 */
export function contributionsByShare<Profile extends Partial<Record<PredictionInputKey, InputValue>>>(
  profile: Profile,
  references: Partial<Profile>,
  result: (profile: Profile) => number,
  unit: PredictionContribution['unit'],
): PredictionContribution[] {
  const keys = (Object.keys(references) as (keyof Profile & PredictionInputKey)[]).filter(
    (key) => profile[key] !== undefined && references[key] !== undefined,
  );
  const n = keys.length;
  // The result with the inputs of `mask` (bit i: keys[i]) at the person's values and the others at reference.
  const results = Array.from({ length: 2 ** n }, (_, mask) => {
    const mixed = { ...profile };
    keys.forEach((key, index) => {
      if ((mask & (1 << index)) === 0) mixed[key] = references[key] as Profile[typeof key];
    });
    return result(mixed);
  });
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
  const weight = (size: number) => (factorial(size) * factorial(n - size - 1)) / factorial(n);
  const bitsIn = (mask: number) => keys.filter((_, index) => (mask & (1 << index)) !== 0).length;
  return sortByEffect(
    keys.map((key, index) => {
      const bit = 1 << index;
      let share = 0;
      for (let mask = 0; mask < results.length; mask++) {
        if ((mask & bit) === 0)
          share += weight(bitsIn(mask)) * ((results[mask | bit] ?? 0) - (results[mask] ?? 0));
      }
      return {
        input: key,
        value: profile[key] as InputValue,
        reference: references[key] as InputValue,
        effect: share,
        unit,
      };
    }),
  );
}

export function sortByEffect(contributions: PredictionContribution[]): PredictionContribution[] {
  return [...contributions].sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
}
