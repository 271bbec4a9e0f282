import {
  alcoholIntakes,
  type AlcoholIntake,
  type PredictionInputKey,
  type PredictionInputs,
  type Race,
} from 'shared-kernel/isomorphic';

/**
 * What the ClinRisk models (QStroke, QKidney, QThrombosis, QFracture; open source under the LGPL from
 * ClinRisk Ltd, https://clinrisk.co.uk) share: the UK ethnic groups, the smoking categories and the inputs'
 * validated ranges.
 */

/** ClinRisk's `ethrisk` codes (UK census groups). */
export const clinRiskEthnicity = {
  whiteOrNotStated: 1,
  indian: 2,
  pakistani: 3,
  bangladeshi: 4,
  otherAsian: 5,
  blackCaribbean: 6,
  blackAfrican: 7,
  chinese: 8,
  other: 9,
} as const;
export type ClinRiskEthnicity = (typeof clinRiskEthnicity)[keyof typeof clinRiskEthnicity];

/**
 * Our race answer as a ClinRisk group: "other" is what Korean users (and every race but white and
 * African-American) answer, and Koreans are "other Asian" in the UK census; never "Chinese", whose coefficient in
 * QKidney's male end-stage model (about −39.9) makes every risk 0. African-American maps to Black Caribbean, the
 * UK group of the same West-African-and-Caribbean descent. A model may map otherwise and says so in its module.
 */
export function clinRiskEthnicityOf(race: Race): ClinRiskEthnicity {
  if (race === 'white') return clinRiskEthnicity.whiteOrNotStated;
  if (race === 'african-american') return clinRiskEthnicity.blackCaribbean;
  return clinRiskEthnicity.otherAsian;
}

/** ClinRisk's `smoke_cat`: non-smoker, ex-smoker, light (< 10 a day), moderate (10–19), heavy (20 or more). */
export type ClinRiskSmoking = 0 | 1 | 2 | 3 | 4;

/**
 * The smoking category from the smoking status and, for a current smoker, cigarettes a day; the keys that are
 * missing when it cannot be told.
 */
export function clinRiskSmokingOf(
  inputs: PredictionInputs,
): { ok: true; category: ClinRiskSmoking } | { ok: false; missing: PredictionInputKey[] } {
  const { smokingStatus, cigarettesPerDay } = inputs;
  if (smokingStatus === undefined) return { ok: false, missing: ['smokingStatus'] };
  if (smokingStatus === 'never') return { ok: true, category: 0 };
  if (smokingStatus === 'former') return { ok: true, category: 1 };
  if (cigarettesPerDay === undefined) return { ok: false, missing: ['cigarettesPerDay'] };
  if (cigarettesPerDay < 10) return { ok: true, category: 2 };
  return { ok: true, category: cigarettesPerDay < 20 ? 3 : 4 };
}

/** The BMI range, kg/m², that every ClinRisk model's own code accepts (it refuses a value outside it). */
export const clinRiskBmiRange = { min: 20, max: 40 } as const;

/** A yes/no condition as the 0/1 the equations multiply; unanswered counts as absent. */
export function flag(value: boolean | undefined): 0 | 1 {
  return value === true ? 1 : 0;
}

/** QFracture's `alcohol_cat6`: the answer's place in `alcoholIntakes` (none 0, under 1 unit a day 1 … over 9 units 5). */
export function clinRiskAlcoholOf(intake: AlcoholIntake): number {
  return alcoholIntakes.indexOf(intake);
}

/**
 * One term of a ClinRisk fractional polynomial in a continuous input scaled by 1/10 (x = age / 10, BMI / 10):
 * x^power, or ln x for power 0; times ln x once more when `timesLn` (the second term of a repeated power). The
 * generated C code centres each term on its derivation mean before weighting it.
 */
export interface ClinRiskFpTerm {
  power: number;
  timesLn?: boolean;
  mean: number;
  coefficient: number;
}

/** Σ coefficient × (term − mean) over the terms, computed as ClinRisk's generated C code does. */
export function clinRiskFpSum(value: number, terms: readonly ClinRiskFpTerm[]): number {
  const x = value / 10;
  return terms.reduce((sum, term) => {
    const powered = term.power === 0 ? Math.log(x) : x ** term.power;
    return sum + ((term.timesLn ? powered * Math.log(x) : powered) - term.mean) * term.coefficient;
  }, 0);
}
