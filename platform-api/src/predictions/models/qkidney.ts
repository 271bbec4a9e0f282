/**
 * QKidney-2010 (ClinRisk Ltd): 5-year risk of moderate-severe chronic kidney disease and of end-stage kidney
 * disease, for people aged 35-74 without known kidney disease.
 *
 * - Equations and coefficients: the C code ClinRisk published under the LGPL (QKidney-2010, released 10 November
 *   2010, STATA dta time stamp 25 Mar 2010), as mirrored by nhsland/clinrisk-modules `qKidney/c/`:
 *   Q54_kidney_xml_51_neph3_0.c and _1.c (moderate-severe CKD, women and men) and Q54_kidney_xml_51_neph5_0.c
 *   and _1.c (end-stage kidney disease). Hippisley-Cox J, Coupland C. Predicting the risk of chronic kidney
 *   disease in men and women in England and Wales: prospective derivation and external validation of the
 *   QKidney Scores. BMC Fam Pract 2010;11:49.
 * - Risk = 100 × (1 − S5^exp(Σ)), Σ of centred fractional-polynomial terms (age/10, BMI/10, systolic/100), the
 *   ethnicity and smoking categories, the yes/no conditions and the age interactions, as in the C code.
 * - Deprivation (Townsend score, `town`) is set to 0, the UK average, as the issue asks: Korean addresses have
 *   none. The term is kept so that the arithmetic is the C code's.
 * - Ethnicity: `clinRiskEthnicityOf` — race 'other' (Korean users) is "other Asian" (ethrisk 5), white is white,
 *   African-American is Black Caribbean. Never "Chinese": the male end-stage equation's Chinese coefficient
 *   (−39.88) makes every risk 0.
 * - BMI: the C code accepts 20-40 kg/m² and refuses any other value; so does this module (`outOfRange` on BMI),
 *   rather than clamping. In three of the four equations the BMI terms turn upwards below 20 (the risk rises
 *   again), so a BMI of 20 put in place of a lower one would understate the risk, and the code gives nothing
 *   for a lower BMI to check against. Systolic pressure 70-210 mmHg, ages 35-74, as the C code validates.
 * - Conditions (`flag`: unanswered counts as absent, as in ClinRisk's calculator): heart failure, cardiovascular
 *   disease, peripheral vascular disease, rheumatoid arthritis, a family history of kidney disease, NSAIDs (CKD
 *   only), and for women kidney stones and lupus (the men's equations do not carry them).
 * - Not for people who already have chronic kidney disease (QKidney's cohort excluded them): a diagnosed CKD, or
 *   an eGFR under 60 when one is known, is not applicable (`existingKidneyDisease`).
 * - Bands: QKidney publishes none; its calculator compares the risk with that of a person of the same age, sex
 *   and ethnicity with no risk factors. So do these bands (our choice of cut-offs): under 1.5 times that
 *   person's risk low, 1.5 to under 3 times elevated, 3 times or more high. The person with no risk factors has
 *   the catalogue's reference profile: BMI 25, systolic 125 mmHg untreated, never smoked, no diabetes, no
 *   condition.
 *
 * Reference outputs (see the test): the C functions compiled with gcc, town 0, surv 5.
 */
import {
  predictionModels,
  type PredictionInputKey,
  type PredictionInputs,
  type PredictionSeverity,
  type Race,
  type Sex,
  type SmokingStatus,
} from 'shared-kernel/isomorphic';
import {
  clinRiskBmiRange,
  clinRiskEthnicityOf,
  clinRiskSmokingOf,
  flag,
  type ClinRiskEthnicity,
  type ClinRiskSmoking,
} from './clinrisk';
import type { ModelAnswer, PredictionModel } from './model';
import { bandOf, contributionsByReset, outOfRange, requiredValues } from './model-support';

/** The yes/no inputs a QKidney equation may weigh (`b_*` and `fh_kidney` of the C code). */
type QKidneyFlag =
  | 'heartFailure'
  | 'cardiovascularDisease'
  | 'nsaids'
  | 'peripheralVascularDisease'
  | 'rheumatoidArthritis'
  | 'kidneyStones'
  | 'lupus'
  | 'bpTreated'
  | 'type1'
  | 'type2'
  | 'familyKidneyDisease';

/** One QKidney equation, as its C function `<outcome>_<sex>_raw` computes it. */
export interface QKidneyEquation {
  /** `survivor[5]`: the baseline survival at 5 years. */
  survival5: number;
  /** `Iethrisk[1..9]`, by ClinRisk ethnic group (index 0 unused). */
  ethnicity: readonly number[];
  /** `Ismoke[0..4]`, by ClinRisk smoking category. */
  smoking: readonly number[];
  /** age/10: age_1 = x³, age_2 = x³ ln x; their means and coefficients. */
  age: { means: readonly [number, number]; coefficients: readonly [number, number] };
  /** BMI/10: bmi_1 = x⁻², bmi_2 = x⁻² ln x. */
  bmi: { means: readonly [number, number]; coefficients: readonly [number, number] };
  /** systolic/100: sbp_1 = x⁻², sbp_2 = x⁻² ln x (women) or x^−0.5 (men). */
  sbp: {
    second: 'inverseSquareLog' | 'inverseSqrt';
    means: readonly [number, number];
    coefficients: readonly [number, number];
  };
  /** Townsend score: its mean and coefficient (the score itself is 0 here). */
  town: { mean: number; coefficient: number };
  flags: Partial<Record<QKidneyFlag, number>>;
  /** age_1 and age_2 times treated hypertension, type 1 and type 2 diabetes. */
  interactions: Record<'bpTreated' | 'type1' | 'type2', readonly [number, number]>;
}

/** Q54_kidney_xml_51_neph3_0.c, neph3_female_raw: moderate-severe CKD, women. */
const ckdFemale: QKidneyEquation = {
  survival5: 0.994150519371033,
  ethnicity: [
    0, 0, 0.029765038060628347, 0.4355484308510418, 0.4023403121262871, 0.15106823540633343,
    -0.727601405819187, -0.5721584379149783, 0.12020744076079062, 0.20333004324212706,
  ],
  smoking: [0, 0.17294627305165622, 0.265078110914537, 0.23829368943383136, 0.357555175007598],
  age: {
    means: [134.03318786621094, 218.83543395996094],
    coefficients: [0.04843715298942314, -0.01769477011334795],
  },
  bmi: {
    means: [0.143204286694527, 0.139157548546791],
    coefficients: [1.1105635237480727, -12.369096623225834],
  },
  sbp: {
    second: 'inverseSquareLog',
    means: [0.583845973014832, 0.157089039683342],
    coefficients: [-2.1086300793705433, -5.61869190816206],
  },
  town: { mean: -0.607831299304962, coefficient: 0.029299062364208574 },
  flags: {
    heartFailure: 0.82128751430694,
    cardiovascularDisease: 0.315486092861434,
    nsaids: 0.26321887432936897,
    peripheralVascularDisease: 0.3010113193737247,
    rheumatoidArthritis: 0.48337252576273465,
    kidneyStones: 0.23967246465183087,
    lupus: 0.8756342355289874,
    bpTreated: 0.9124721274488373,
    type1: 2.1047508138768976,
    type2: 1.5036808227335385,
    familyKidneyDisease: 0.7566335640404944,
  },
  interactions: {
    bpTreated: [-0.01602379499452482, 0.0064950068136830665],
    type1: [-0.031522747736686, 0.012362180195767172],
    type2: [-0.02803933445336759, 0.011291679202256905],
  },
};

/** Q54_kidney_xml_51_neph3_1.c, neph3_male_raw: moderate-severe CKD, men. */
const ckdMale: QKidneyEquation = {
  survival5: 0.996157050132751,
  ethnicity: [
    0, 0, 0.15035918550299343, 0.6943866103945839, 0.3024824702548108, 0.36428668253906854,
    -0.18826226115306105, 0.1607974560923533, 0.30664536765496675, 0.2851705993387653,
  ],
  smoking: [0, 0.12144250824323455, 0.13824104373542898, 0.21372142763159313, 0.2196760294878585],
  age: {
    means: [129.786895751953125, 210.50973510742188],
    coefficients: [0.0372566306865023, -0.01245955304365007],
  },
  bmi: {
    means: [0.138382270932198, 0.136841759085655],
    coefficients: [4.032136373613188, -16.794176222687863],
  },
  sbp: {
    second: 'inverseSqrt',
    means: [0.551519691944122, 0.861767768859863],
    coefficients: [5.0163247808020985, -14.826930357207585],
  },
  town: { mean: -0.442225903272629, coefficient: 0.019610306205662658 },
  flags: {
    heartFailure: 1.043229043958031,
    cardiovascularDisease: 0.33350593399060524,
    nsaids: 0.2536071471853483,
    peripheralVascularDisease: 0.3838631945620651,
    rheumatoidArthritis: 0.3906860206278776,
    bpTreated: 1.0232261464655623,
    type1: 2.5075410232894906,
    type2: 1.8034937790520313,
    familyKidneyDisease: 1.2749066751148557,
  },
  interactions: {
    bpTreated: [-0.025984988624096955, 0.010925507938753076],
    type1: [-0.042677433497271655, 0.01721961921955757],
    type2: [-0.023362196238814727, 0.008755242493996061],
  },
};

/** Q54_kidney_xml_51_neph5_0.c, neph5_female_raw: end-stage kidney disease, women. */
const eskdFemale: QKidneyEquation = {
  survival5: 0.999661386013031,
  ethnicity: [
    0, 0, 0.1467681155300852, 0.9069329917093114, -0.07694190442920201, 1.1224305908740781,
    0.01187060840019042, 0.4913159784965747, 1.2513498001807077, 0.30496319628043134,
  ],
  smoking: [0, 0.198216367886209, 0.3696807115042249, 0.08056527744866859, 0.35524199977378795],
  age: {
    means: [135.125152587890625, 220.98374938964844],
    coefficients: [0.004490521168052976, 0.0013741026779469333],
  },
  bmi: {
    means: [0.142878264188766, 0.139003574848175],
    coefficients: [6.277206471807851, -16.232549679883757],
  },
  sbp: {
    second: 'inverseSquareLog',
    means: [0.582698464393616, 0.157353490591049],
    coefficients: [-3.4926352766269355, -9.83195948046828],
  },
  town: { mean: -0.601529955863953, coefficient: 0.041878983520445286 },
  flags: {
    heartFailure: 1.4931034261471803,
    cardiovascularDisease: 0.29654093856294234,
    peripheralVascularDisease: 0.5311042284323143,
    rheumatoidArthritis: 0.4182846073717931,
    kidneyStones: 0.72632375995464,
    lupus: 1.5446429177437644,
    bpTreated: 1.5689061804732225,
    type1: 3.1035727563953652,
    type2: 1.5424275118825657,
    familyKidneyDisease: 1.8581736287905835,
  },
  interactions: {
    bpTreated: [-0.0962810052821665, 0.0423111167651292],
    type1: [0.12868711759824525, -0.06302622867390499],
    type2: [0.06698922587968313, -0.03179867362162821],
  },
};

/** Q54_kidney_xml_51_neph5_1.c, neph5_male_raw: end-stage kidney disease, men. Chinese (8) is −39.88. */
const eskdMale: QKidneyEquation = {
  survival5: 0.999580204486847,
  ethnicity: [
    0, 0, 0.31184222812344486, 0.604621499160526, 0.19973519893633007, 0.8719077058136131, 0.4472807032846115,
    0.6239995832114189, -39.87723112312352, -0.040364685758766145,
  ],
  smoking: [0, 0.14484330477938123, 0.16049380503890687, 0.287996901152665, 0.0857451407666547],
  age: {
    means: [130.458740234375, 211.82398986816406],
    coefficients: [0.018400660157609917, -0.004876830484284986],
  },
  bmi: {
    means: [0.138219580054283, 0.136762171983719],
    coefficients: [10.30996422272174, -23.35941098929013],
  },
  sbp: {
    second: 'inverseSqrt',
    means: [0.551189959049225, 0.861638963222504],
    coefficients: [6.4536856404376355, -19.111575326392522],
  },
  town: { mean: -0.442067831754684, coefficient: 0.019142999918577226 },
  flags: {
    heartFailure: 1.392138004563414,
    cardiovascularDisease: 0.2955530208386106,
    peripheralVascularDisease: 0.6843946875219021,
    rheumatoidArthritis: 0.42706586802221386,
    bpTreated: 1.9121501989990664,
    type1: 2.4260612036077056,
    type2: 1.0249996940958706,
    familyKidneyDisease: 2.2703957707797713,
  },
  interactions: {
    bpTreated: [-0.08142841494610203, 0.034952218728896894],
    type1: [0.005863027430237779, -0.005362840487491327],
    type2: [0.04093312471898335, -0.019539436357429343],
  },
};

export const qKidneyEquations = {
  ckd: { female: ckdFemale, male: ckdMale },
  eskd: { female: eskdFemale, male: eskdMale },
} as const satisfies Record<'ckd' | 'eskd', Record<Sex, QKidneyEquation>>;

export type QKidneyOutcome = keyof typeof qKidneyEquations;

/** What a QKidney equation reads, in the C code's terms (town is 0). */
export interface QKidneyValues {
  age: number;
  bmi: number;
  sbp: number;
  ethrisk: ClinRiskEthnicity;
  smokeCat: ClinRiskSmoking;
  flags: Record<QKidneyFlag, 0 | 1>;
}

/** The 5-year risk, percent, exactly as the C function computes it (town 0, surv 5). */
export function qKidneyRisk(equation: QKidneyEquation, values: QKidneyValues): number {
  const age = values.age / 10;
  const bmi = values.bmi / 10;
  const sbp = values.sbp / 100;
  const age1 = age ** 3 - equation.age.means[0];
  const age2 = age ** 3 * Math.log(age) - equation.age.means[1];
  const bmi1 = bmi ** -2 - equation.bmi.means[0];
  const bmi2 = bmi ** -2 * Math.log(bmi) - equation.bmi.means[1];
  const sbp1 = sbp ** -2 - equation.sbp.means[0];
  const sbp2 =
    (equation.sbp.second === 'inverseSqrt' ? sbp ** -0.5 : sbp ** -2 * Math.log(sbp)) - equation.sbp.means[1];
  const town = 0 - equation.town.mean;
  let sum =
    (equation.ethnicity[values.ethrisk] ?? 0) +
    (equation.smoking[values.smokeCat] ?? 0) +
    age1 * equation.age.coefficients[0] +
    age2 * equation.age.coefficients[1] +
    bmi1 * equation.bmi.coefficients[0] +
    bmi2 * equation.bmi.coefficients[1] +
    sbp1 * equation.sbp.coefficients[0] +
    sbp2 * equation.sbp.coefficients[1] +
    town * equation.town.coefficient;
  for (const [key, coefficient] of Object.entries(equation.flags) as [QKidneyFlag, number][]) {
    sum += values.flags[key] * coefficient;
  }
  for (const key of ['bpTreated', 'type1', 'type2'] as const) {
    const [onAge1, onAge2] = equation.interactions[key];
    sum += values.flags[key] * (age1 * onAge1 + age2 * onAge2);
  }
  return 100 * (1 - equation.survival5 ** Math.exp(sum));
}

/** The C code's validated ranges. */
export const qKidneyRanges = {
  age: { min: 35, max: 74 },
  bmi: clinRiskBmiRange,
  systolicBp: { min: 70, max: 210 },
} as const;

/** The conditions QKidney weighs, unanswered counted as absent (the men's equations ignore stones and lupus). */
export const qKidneyConditions = [
  'heartFailure',
  'cardiovascularDisease',
  'peripheralVascularDisease',
  'rheumatoidArthritis',
  'kidneyStones',
  'lupus',
  'familyKidneyDisease',
] as const satisfies readonly PredictionInputKey[];

/** The inputs every QKidney equation needs (cigarettes a day for a current smoker, the type for diabetes). */
export const qKidneyRequiredInputs = [
  'sex',
  'age',
  'race',
  'bmi',
  'systolicBp',
  'bpTreated',
  'diabetic',
  'smokingStatus',
] as const satisfies readonly PredictionInputKey[];

/** One person's QKidney inputs, by input key: what contributions reset one at a time. */
interface QKidneyProfile {
  sex: Sex;
  race: Race;
  age: number;
  bmi: number;
  systolicBp: number;
  bpTreated: boolean;
  diabetic: boolean;
  diabetesType?: 'type1' | 'type2';
  smokingStatus: SmokingStatus;
  cigarettesPerDay?: number;
  heartFailure: boolean;
  cardiovascularDisease: boolean;
  nsaids: boolean;
  peripheralVascularDisease: boolean;
  rheumatoidArthritis: boolean;
  kidneyStones: boolean;
  lupus: boolean;
  familyKidneyDisease: boolean;
}

function valuesOf(profile: QKidneyProfile): QKidneyValues {
  const smoking = clinRiskSmokingOf(profile);
  return {
    age: profile.age,
    bmi: profile.bmi,
    sbp: profile.systolicBp,
    ethrisk: clinRiskEthnicityOf(profile.race),
    smokeCat: smoking.ok ? smoking.category : 0,
    flags: {
      heartFailure: flag(profile.heartFailure),
      cardiovascularDisease: flag(profile.cardiovascularDisease),
      nsaids: flag(profile.nsaids),
      peripheralVascularDisease: flag(profile.peripheralVascularDisease),
      rheumatoidArthritis: flag(profile.rheumatoidArthritis),
      kidneyStones: flag(profile.kidneyStones),
      lupus: flag(profile.lupus),
      bpTreated: flag(profile.bpTreated),
      type1: flag(profile.diabetic && profile.diabetesType === 'type1'),
      type2: flag(profile.diabetic && profile.diabetesType === 'type2'),
      familyKidneyDisease: flag(profile.familyKidneyDisease),
    },
  };
}

function profileRisk(outcome: QKidneyOutcome, profile: QKidneyProfile): number {
  return qKidneyRisk(qKidneyEquations[outcome][profile.sex], valuesOf(profile));
}

/** The person's inputs checked for a QKidney equation: the profile, or why there is no result. */
function qKidneyProfileOf(
  inputs: PredictionInputs,
): { ok: true; profile: QKidneyProfile } | { ok: false; answer: ModelAnswer } {
  const required = requiredValues(inputs, qKidneyRequiredInputs);
  if (!required.ok) return { ok: false, answer: { status: 'missingInputs', missing: required.missing } };
  const smoking = clinRiskSmokingOf(inputs);
  const missing: PredictionInputKey[] = [
    ...(smoking.ok ? [] : smoking.missing),
    ...(required.values.diabetic && inputs.diabetesType === undefined ? (['diabetesType'] as const) : []),
  ];
  if (missing.length > 0) return { ok: false, answer: { status: 'missingInputs', missing } };
  const { values } = required;
  const invalid =
    outOfRange('age', values.age, qKidneyRanges.age) ??
    outOfRange('bmi', values.bmi, qKidneyRanges.bmi) ??
    outOfRange('systolicBp', values.systolicBp, qKidneyRanges.systolicBp);
  if (invalid) return { ok: false, answer: invalid };
  return {
    ok: true,
    profile: {
      ...values,
      ...(values.diabetic ? { diabetesType: inputs.diabetesType } : {}),
      ...(values.smokingStatus === 'current' ? { cigarettesPerDay: inputs.cigarettesPerDay } : {}),
      heartFailure: inputs.heartFailure === true,
      cardiovascularDisease: inputs.cardiovascularDisease === true,
      nsaids: inputs.nsaids === true,
      peripheralVascularDisease: inputs.peripheralVascularDisease === true,
      rheumatoidArthritis: inputs.rheumatoidArthritis === true,
      kidneyStones: inputs.kidneyStones === true,
      lupus: inputs.lupus === true,
      familyKidneyDisease: inputs.familyKidneyDisease === true,
    },
  };
}

/** The person with no risk factors: the catalogue's reference profile (same for both QKidney outcomes). */
const noRiskFactors = predictionModels.ckd.referenceProfile satisfies Partial<QKidneyProfile>;

const relativeBands = [
  { below: 1.5, band: 'low', severity: 'low' },
  { below: 3, band: 'elevated', severity: 'moderate' },
] as const;

/** The band of a QKidney risk: its ratio to the risk of the same age, sex and ethnicity with no risk factors. */
export function qKidneyBandOf(
  risk: number,
  reference: number,
): { band: string; severity: PredictionSeverity } {
  return bandOf(risk / reference, relativeBands, { band: 'high', severity: 'high' });
}

/** A QKidney result (risk, band, contributions) for inputs already known to be in its population. */
export function qKidneyAnswer(outcome: QKidneyOutcome, inputs: PredictionInputs): ModelAnswer {
  const checked = qKidneyProfileOf(inputs);
  if (!checked.ok) return checked.answer;
  const { profile } = checked;
  const risk = profileRisk(outcome, profile);
  const reference = profileRisk(outcome, { ...profile, ...noRiskFactors });
  const { smokingStatus, cigarettesPerDay, diabetesType, ...resettable } = profile;
  const result = (changed: typeof resettable & Pick<QKidneyProfile, 'smokingStatus'>): number =>
    profileRisk(outcome, {
      ...changed,
      ...(changed.smokingStatus === smokingStatus ? { cigarettesPerDay } : {}),
      ...(changed.diabetic ? { diabetesType } : {}),
    });
  return {
    status: 'result',
    output: {
      risk,
      ...qKidneyBandOf(risk, reference),
      variant: 'qkidney',
      contributions: contributionsByReset(
        { ...resettable, smokingStatus },
        { age: qKidneyRanges.age.min, ...noRiskFactors },
        result,
        'percentPoints',
      ),
    },
  };
}

/** A diagnosed kidney disease, or a known eGFR under 60: QKidney and the CKD outcome are not for them. */
export function existingKidneyDisease(inputs: PredictionInputs): ModelAnswer | null {
  if (inputs.chronicKidneyDisease === true) {
    return { status: 'notApplicable', input: 'chronicKidneyDisease', reason: 'existingKidneyDisease' };
  }
  if (inputs.egfr !== undefined && inputs.egfr < 60) {
    return { status: 'notApplicable', input: 'egfr', reason: 'existingKidneyDisease' };
  }
  return null;
}

const info = predictionModels.ckd;

/** Chronic kidney disease (moderate-severe), 5 years: QKidney-2010. */
export const qKidneyCkdModel: PredictionModel = {
  id: 'ckd',
  info,
  predict(inputs) {
    return existingKidneyDisease(inputs) ?? qKidneyAnswer('ckd', inputs);
  },
};
