import type { CodeableConcept, ObservationReferenceRange, Quantity } from 'fhir/r4';
import {
  checkupJudgementCodes,
  fhirSystems,
  genderCodes,
  type CheckupItemKey,
  type CheckupJudgementCode,
  type GenderCode,
} from 'shared-kernel/isomorphic';

/** A checkup item's value: a number, or a word for a qualitative item (urine protein, hearing). */
export type ItemValue = number | string;

export interface ItemStandard {
  /** LOINC code and display, where LOINC has the item. */
  loinc?: readonly [string, string];
  /** UCUM unit; absent for a qualitative item or a dimensionless one (decimal visual acuity). */
  unit?: string;
  /** Absent where the screening judges nothing by the item alone (height, weight, vision). */
  judge?: (value: ItemValue, genderCode: GenderCode) => CheckupJudgementCode;
  referenceRange: ObservationReferenceRange[];
}

const { normalA, normalB, suspectedDisease, hypertensionDiabetesSuspected } = checkupJudgementCodes;

/**
 * The judgement criteria of the Korean national general health screening: Ministry of Health and Welfare
 * notice "Health Screening Implementation Standards" (건강검진 실시기준), annex 4 attachment, "judgement criteria
 * by test item" (검사항목별 판정기준): normal A, normal B (borderline), disease suspected.
 */
const nhis = 'Korean national health screening criteria (건강검진 실시기준, annex 4)';

export const ucum = (value: number, unit: string): Quantity => ({
  value,
  unit,
  system: fhirSystems.ucum,
  code: unit,
});

const sexes: Record<GenderCode, CodeableConcept> = {
  [genderCodes.male]: {
    coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: 'male' }],
    text: 'male',
  },
  [genderCodes.female]: {
    coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: 'female' }],
    text: 'female',
  },
};

function range(
  unit: string,
  low: number | null,
  high: number | null,
  text: string,
): ObservationReferenceRange {
  return {
    ...(low === null ? {} : { low: ucum(low, unit) }),
    ...(high === null ? {} : { high: ucum(high, unit) }),
    text,
  };
}

function forSex(
  genderCode: GenderCode,
  referenceRange: ObservationReferenceRange,
): ObservationReferenceRange {
  return { ...referenceRange, appliesTo: [sexes[genderCode]] };
}

const numberOf = (value: ItemValue): number => (typeof value === 'number' ? value : Number.NaN);

const mmHg = 'mm[Hg]';
const mgPerDl = 'mg/dL';
const unitsPerLitre = 'U/L';

/** How each checkup item is coded, judged and given its reference range. */
export const checkupItemStandards: Record<CheckupItemKey, ItemStandard> = {
  height: { loinc: ['8302-2', 'Body height'], unit: 'cm', referenceRange: [] },
  weight: { loinc: ['29463-7', 'Body weight'], unit: 'kg', referenceRange: [] },
  waistCircumference: {
    loinc: ['8280-0', 'Waist Circumference at umbilicus by Tape measure'],
    unit: 'cm',
    judge: (value, genderCode) =>
      numberOf(value) < (genderCode === genderCodes.male ? 90 : 85) ? normalA : normalB,
    referenceRange: [
      forSex(
        genderCodes.male,
        range('cm', null, 89.9, `${nhis}: normal A under 90 cm; normal B 90 cm or more`),
      ),
      forSex(
        genderCodes.female,
        range('cm', null, 84.9, `${nhis}: normal A under 85 cm; normal B 85 cm or more`),
      ),
    ],
  },
  bodyMassIndex: {
    loinc: ['39156-5', 'Body mass index (BMI) [Ratio]'],
    unit: 'kg/m2',
    judge: (value) => {
      const bmi = numberOf(value);
      if (bmi < 18.5) return normalB;
      if (bmi < 25) return normalA;
      return bmi < 30 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(
        'kg/m2',
        18.5,
        24.9,
        `${nhis}: normal A 18.5-24.9; normal B under 18.5 or 25-29.9; disease suspected 30 or more`,
      ),
    ],
  },
  visionLeft: {
    referenceRange: [
      {
        low: { value: 0.5 },
        text: 'WHO ICD-11 (9D90): presenting distance acuity worse than 6/12 (0.5) in the better eye is a vision impairment',
      },
    ],
  },
  visionRight: {
    referenceRange: [
      {
        low: { value: 0.5 },
        text: 'WHO ICD-11 (9D90): presenting distance acuity worse than 6/12 (0.5) in the better eye is a vision impairment',
      },
    ],
  },
  hearingLeft: {
    judge: (value) => (value === 'normal' ? normalA : suspectedDisease),
    referenceRange: [
      {
        text: 'Screening of each ear: normal, or abnormal (hearing loss suspected; WHO World report on hearing, 2021: a threshold of 20 dB HL or more)',
      },
    ],
  },
  hearingRight: {
    judge: (value) => (value === 'normal' ? normalA : suspectedDisease),
    referenceRange: [
      {
        text: 'Screening of each ear: normal, or abnormal (hearing loss suspected; WHO World report on hearing, 2021: a threshold of 20 dB HL or more)',
      },
    ],
  },
  systolicBloodPressure: {
    loinc: ['8480-6', 'Systolic blood pressure'],
    unit: mmHg,
    judge: (value) => {
      const sbp = numberOf(value);
      if (sbp < 120) return normalA;
      return sbp < 140 ? normalB : hypertensionDiabetesSuspected;
    },
    referenceRange: [
      range(
        mmHg,
        null,
        119,
        `${nhis}: normal A under 120; normal B 120-139; hypertension suspected 140 or more`,
      ),
    ],
  },
  diastolicBloodPressure: {
    loinc: ['8462-4', 'Diastolic blood pressure'],
    unit: mmHg,
    judge: (value) => {
      const dbp = numberOf(value);
      if (dbp < 80) return normalA;
      return dbp < 90 ? normalB : hypertensionDiabetesSuspected;
    },
    referenceRange: [
      range(mmHg, null, 79, `${nhis}: normal A under 80; normal B 80-89; hypertension suspected 90 or more`),
    ],
  },
  fastingBloodSugar: {
    loinc: ['1558-6', 'Fasting glucose [Mass/volume] in Serum or Plasma'],
    unit: mgPerDl,
    judge: (value) => {
      const glucose = numberOf(value);
      if (glucose < 100) return normalA;
      return glucose < 126 ? normalB : hypertensionDiabetesSuspected;
    },
    referenceRange: [
      range(
        mgPerDl,
        null,
        99,
        `${nhis}: normal A under 100; normal B 100-125; diabetes suspected 126 or more`,
      ),
    ],
  },
  totalCholesterol: {
    loinc: ['2093-3', 'Cholesterol [Mass/volume] in Serum or Plasma'],
    unit: mgPerDl,
    judge: (value) => {
      const cholesterol = numberOf(value);
      if (cholesterol < 200) return normalA;
      return cholesterol < 240 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(
        mgPerDl,
        null,
        199,
        `${nhis}: normal A under 200; normal B 200-239; disease suspected 240 or more`,
      ),
    ],
  },
  hdlCholesterol: {
    loinc: ['2085-9', 'Cholesterol in HDL [Mass/volume] in Serum or Plasma'],
    unit: mgPerDl,
    judge: (value) => {
      const hdl = numberOf(value);
      if (hdl >= 60) return normalA;
      return hdl >= 40 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(mgPerDl, 60, null, `${nhis}: normal A 60 or more; normal B 40-59; disease suspected under 40`),
    ],
  },
  triglyceride: {
    loinc: ['2571-8', 'Triglyceride [Mass/volume] in Serum or Plasma'],
    unit: mgPerDl,
    judge: (value) => {
      const triglyceride = numberOf(value);
      if (triglyceride < 150) return normalA;
      return triglyceride < 200 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(
        mgPerDl,
        null,
        149,
        `${nhis}: normal A under 150; normal B 150-199; disease suspected 200 or more`,
      ),
    ],
  },
  ldlCholesterol: {
    loinc: ['13457-7', 'Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation'],
    unit: mgPerDl,
    judge: (value) => {
      const ldl = numberOf(value);
      if (ldl < 130) return normalA;
      return ldl < 160 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(
        mgPerDl,
        null,
        129,
        `${nhis}: normal A under 130; normal B 130-159; disease suspected 160 or more`,
      ),
    ],
  },
  hemoglobin: {
    loinc: ['718-7', 'Hemoglobin [Mass/volume] in Blood'],
    unit: 'g/dL',
    judge: (value, genderCode) => {
      const hemoglobin = numberOf(value);
      const [borderline, suspected] = genderCode === genderCodes.male ? [13, 12] : [12, 10];
      if (hemoglobin < suspected) return suspectedDisease;
      return hemoglobin < borderline ? normalB : normalA;
    },
    referenceRange: [
      forSex(
        genderCodes.male,
        range(
          'g/dL',
          13,
          16.5,
          `${nhis}: men normal A 13.0-16.5; normal B 12.0-12.9; disease suspected under 12.0`,
        ),
      ),
      forSex(
        genderCodes.female,
        range(
          'g/dL',
          12,
          15.5,
          `${nhis}: women normal A 12.0-15.5; normal B 10.0-11.9; disease suspected under 10.0`,
        ),
      ),
    ],
  },
  urineProtein: {
    loinc: ['20454-5', 'Protein [Presence] in Urine by Test strip'],
    judge: (value) => {
      if (value === 'negative') return normalA;
      return value === 'trace' ? normalB : suspectedDisease;
    },
    referenceRange: [
      { text: `${nhis}: normal A negative (-); normal B trace (±); disease suspected positive (+1) or more` },
    ],
  },
  serumCreatinine: {
    loinc: ['2160-0', 'Creatinine [Mass/volume] in Serum or Plasma'],
    unit: mgPerDl,
    judge: (value) => (numberOf(value) <= 1.5 ? normalA : suspectedDisease),
    referenceRange: [range(mgPerDl, null, 1.5, `${nhis}: normal A 1.5 or less; disease suspected over 1.5`)],
  },
  egfr: {
    loinc: [
      '98979-8',
      'Glomerular filtration rate/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI 2021)',
    ],
    unit: 'mL/min/{1.73_m2}',
    judge: (value) => (numberOf(value) >= 60 ? normalA : suspectedDisease),
    referenceRange: [
      range('mL/min/{1.73_m2}', 60, null, `${nhis}: normal A 60 or more; disease suspected under 60`),
    ],
  },
  ast: {
    loinc: ['1920-8', 'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma'],
    unit: unitsPerLitre,
    judge: (value) => {
      const ast = numberOf(value);
      if (ast <= 40) return normalA;
      return ast <= 50 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(
        unitsPerLitre,
        null,
        40,
        `${nhis}: normal A 40 or less; normal B 41-50; disease suspected 51 or more`,
      ),
    ],
  },
  alt: {
    loinc: ['1742-6', 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma'],
    unit: unitsPerLitre,
    judge: (value) => {
      const alt = numberOf(value);
      if (alt <= 35) return normalA;
      return alt <= 45 ? normalB : suspectedDisease;
    },
    referenceRange: [
      range(
        unitsPerLitre,
        null,
        35,
        `${nhis}: normal A 35 or less; normal B 36-45; disease suspected 46 or more`,
      ),
    ],
  },
  gammaGtp: {
    loinc: ['2324-2', 'Gamma glutamyl transferase [Enzymatic activity/volume] in Serum or Plasma'],
    unit: unitsPerLitre,
    judge: (value, genderCode) => {
      const ggt = numberOf(value);
      const [normalUpTo, borderlineUpTo] = genderCode === genderCodes.male ? [63, 77] : [35, 45];
      if (ggt <= normalUpTo) return normalA;
      return ggt <= borderlineUpTo ? normalB : suspectedDisease;
    },
    referenceRange: [
      forSex(
        genderCodes.male,
        range(
          unitsPerLitre,
          11,
          63,
          `${nhis}: men normal A 11-63; normal B 64-77; disease suspected 78 or more`,
        ),
      ),
      forSex(
        genderCodes.female,
        range(
          unitsPerLitre,
          8,
          35,
          `${nhis}: women normal A 8-35; normal B 36-45; disease suspected 46 or more`,
        ),
      ),
    ],
  },
};
