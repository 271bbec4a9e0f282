/**
 * 10-year risk of type 2 diabetes: FINDRISC, the Finnish Diabetes Risk Score.
 *
 * - Lindström J, Tuomilehto J. The diabetes risk score: a practical tool to predict type 2 diabetes risk. Diabetes
 *   Care 2003;26:725-731: the score's items and points (age, BMI, waist, physical activity, vegetables,
 *   antihypertensive drugs, history of high blood glucose; 0–20 in the paper, whose abstract gives that range).
 * - The score in use today, 0–26, adds the family history item (second-degree relative 3, first-degree 5) and
 *   the age band over 64 (4 points), and reads the total in five bands with their 10-year risks (< 7 about 1 in
 *   100, 7–11 1 in 25, 12–14 1 in 6, 15–20 1 in 3, > 20 1 in 2): the FINDRISC questionnaire distributed by the
 *   Finnish Diabetes Association with the authors, as the issue gives it.
 * - Waist cut-offs are the paper's European ones (men 94/102 cm, women 80/88 cm).
 *
 * `risk` is the band's published estimate, not a continuous risk. Contributions are each item's points against
 * its 0-point answer.
 */
import { predictionModels, type FamilyDiabetesAnswer, type Sex } from 'shared-kernel/isomorphic';
import type { PredictionModel } from './model';
import { contributionsByReset, outOfRange, requiredValues } from './model-support';

const info = predictionModels['13'];

export const findriscScoreMax = 26;

function agePoints(age: number): number {
  if (age < 45) return 0;
  if (age < 55) return 2;
  if (age < 65) return 3;
  return 4;
}

function bmiPoints(bmi: number): number {
  if (bmi < 25) return 0;
  if (bmi <= 30) return 1;
  return 3;
}

/** Waist (cm): below the lower cut-off 0, up to the upper one 3, above it 4. */
export const findriscWaistCutOffs: Record<Sex, { lower: number; upper: number }> = {
  male: { lower: 94, upper: 102 },
  female: { lower: 80, upper: 88 },
};

function waistPoints(waist: number, sex: Sex): number {
  const { lower, upper } = findriscWaistCutOffs[sex];
  if (waist < lower) return 0;
  if (waist <= upper) return 3;
  return 4;
}

const familyPoints: Record<FamilyDiabetesAnswer, number> = { none: 0, 'second-degree': 3, 'first-degree': 5 };

interface FindriscProfile {
  sex: Sex;
  age: number;
  bmi: number;
  waist: number;
  dailyActivity: boolean;
  dailyVegetables: boolean;
  everBpMedication: boolean;
  everHighGlucose: boolean;
  familyDiabetes: FamilyDiabetesAnswer;
}

export function findriscScore(profile: FindriscProfile): number {
  return (
    agePoints(profile.age) +
    bmiPoints(profile.bmi) +
    waistPoints(profile.waist, profile.sex) +
    (profile.dailyActivity ? 0 : 2) +
    (profile.dailyVegetables ? 0 : 1) +
    (profile.everBpMedication ? 2 : 0) +
    (profile.everHighGlucose ? 5 : 0) +
    familyPoints[profile.familyDiabetes]
  );
}

const scoreBands = [
  { below: 7, band: 'low', risk: 1, severity: 'low' },
  { below: 12, band: 'slightlyElevated', risk: 4, severity: 'moderate' },
  { below: 15, band: 'moderate', risk: 17, severity: 'moderate' },
  { below: 21, band: 'high', risk: 33, severity: 'high' },
] as const;
const veryHighBand = { band: 'veryHigh', risk: 50, severity: 'high' } as const;

/**
 * The 0-point answer of each item. Age: the youngest valid age. Waist: the last whole-millimetre value below the
 * sex's lower cut-off, as the catalogue does for BMI (24.9).
 */
function zeroPointReferences(sex: Sex): Partial<FindriscProfile> {
  return { age: info.ages.min, waist: findriscWaistCutOffs[sex].lower - 0.1, ...info.referenceProfile };
}

export const findriscModel: PredictionModel = {
  id: '13',
  info,
  predict(inputs) {
    const required = requiredValues(inputs, info.requiredInputs);
    if (!required.ok) return { status: 'missingInputs', missing: required.missing };
    const profile: FindriscProfile = required.values;
    const invalid = outOfRange('age', profile.age, info.ages);
    if (invalid) return invalid;

    const score = findriscScore(profile);
    const band = scoreBands.find((candidate) => score < candidate.below) ?? veryHighBand;
    return {
      status: 'result',
      output: {
        risk: band.risk,
        score,
        scoreMax: findriscScoreMax,
        band: band.band,
        severity: band.severity,
        contributions: contributionsByReset(
          profile,
          zeroPointReferences(profile.sex),
          findriscScore,
          'points',
        ),
      },
    };
  },
};
