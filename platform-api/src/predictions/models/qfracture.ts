/**
 * Osteoporotic fracture (hip, spine, wrist or shoulder) and hip fracture, 10-year risks: QFracture-2012.
 *
 * - Derivation and validation: Hippisley-Cox J, Coupland C. Derivation and validation of updated QFracture
 *   algorithm to predict risk of osteoporotic fracture in primary care in the United Kingdom: prospective open
 *   cohort study. BMJ 2012;344:e3427. 3,142,673 people aged 30-100 from 420 UK general practices (QResearch);
 *   fractures of the spine, distal radius, proximal humerus or hip, and hip fractures, from practice and death
 *   records. QFracture estimates the incidence without counting the competing risk of death, so at the oldest
 *   ages its numbers run high (at 100 the hip risk can exceed the risk of any of the four fractures).
 * - Coefficients: ClinRisk's open-source C code (LGPL v3, © 2012 ClinRisk Ltd), generated 5 Mar 2012, as kept in
 *   nhsland/clinrisk-modules `qFracture/c/`: `Q74_qfracture4_2012_2_0.c` / `_1.c` (osteoporotic fracture,
 *   women / men) and `Q74_qnof_2012_2_0.c` / `_1.c` (hip, "neck of femur"). Risk = 100 (1 − S0(10)^exp(Σ)), Σ
 *   over centred fractional polynomials of age/10 and BMI/10, alcohol, ethnicity and smoking categories and the
 *   yes/no terms. The four equations read different terms (see `qfractureEquations`): only women's read
 *   oestrogen-only HRT and other endocrine disorders, only men's living in a care home, the hip equations not
 *   malabsorption, and the women's hip equation not the family history. ClinRisk's licence asks for its
 *   disclaimer beside each score (catalogue `disclaimer`).
 * - Horizon: 10 years (the code's `surv` = 10).
 * - Ethnicity (`clinRiskEthnicityOf`): race 'other' (Korean users) → "other Asian" (UK census group 5); 'white' →
 *   "white or not stated"; 'african-american' → "Black Caribbean".
 * - Ages 30-100, the code's validation range.
 * - BMI: the code accepts 20-40, and so does this module: outside it there is no number (`outOfRange`, the screen
 *   says the range). A low BMI is one of the strongest risk factors here, so counting 18 as 20 would hide risk;
 *   the curve fitted within 20-40 is not extended below it either. Above 40 likewise.
 * - Smoking: ClinRisk's categories (`clinRiskSmokingOf`); alcohol: `clinRiskAlcoholOf` (units a day, in the
 *   order of `alcoholIntakes`); diabetes: `diabetic`, and then `diabetesType` (type 1 and type 2 weigh apart).
 * - Conditions and medicines (catalogue `conditions`): not answered counts as absent, as on ClinRisk's
 *   calculator; asthma or COPD is one term, and rheumatoid arthritis or lupus another. A woman's HRT not
 *   answered counts as none.
 * - Bands, our choice (QFracture publishes none): the 10-year thresholds used with FRAX. Osteoporotic fracture:
 *   low below 10 %, moderate 10 % to 20 %, high from 20 % (Osteoporosis Canada: Papaioannou A et al. CMAJ
 *   2010;182:1864-1873; 20 % is also the US treatment threshold). Hip: low below 3 %, high from 3 % (the US
 *   treatment threshold: LeBoff MS et al. The clinician's guide to prevention and treatment of osteoporosis.
 *   Osteoporos Int 2022;33:2049-2102).
 */
import {
  predictionModels,
  type AlcoholIntake,
  type HrtAnswer,
  type PredictionInputKey,
  type PredictionSeverity,
  type Race,
  type Sex,
  type SmokingStatus,
} from 'shared-kernel/isomorphic';
import {
  clinRiskAlcoholOf,
  clinRiskBmiRange,
  clinRiskEthnicityOf,
  clinRiskFpSum,
  clinRiskSmokingOf,
  flag,
  type ClinRiskFpTerm,
} from './clinrisk';
import type { PredictionModel } from './model';
import { bandOf, contributionsByReset, coxRiskPercent, outOfRange, requiredValues } from './model-support';

/** The yes/no terms of the equations, with the C code's name of each. */
type QFractureFactor =
  | 'antidepressants' // b_antidepressant
  | 'cancerHistory' // b_anycancer
  | 'asthmaOrCopd' // b_asthmacopd
  | 'careHome' // b_carehome (men)
  | 'oralSteroids' // b_corticosteroids
  | 'cardiovascularDisease' // b_cvd
  | 'dementia' // b_dementia
  | 'endocrineDisorder' // b_endocrine (women)
  | 'epilepsy' // b_epilepsy2
  | 'falls' // b_falls
  | 'priorFracture' // b_fracture4
  | 'estrogenOnlyHrt' // b_hrt_oest (women)
  | 'chronicLiverDisease' // b_liver
  | 'malabsorption' // b_malabsorption (osteoporotic fracture)
  | 'parkinsons' // b_parkinsons
  | 'rheumatoidArthritisOrLupus' // b_ra_sle
  | 'chronicKidneyDisease' // b_renal
  | 'type1Diabetes' // b_type1
  | 'type2Diabetes' // b_type2
  | 'familyOsteoporosis'; // fh_osteoporosis

type Six = readonly [number, number, number, number, number, number];
type Five = readonly [number, number, number, number, number];

interface QFractureEquation {
  /** `survivor[10]`: the baseline survival at 10 years. */
  baselineSurvival: number;
  /** `Ialcohol[alcohol_cat6]`. */
  alcohol: Six;
  /** `Iethrisk[ethrisk]`, ethrisk 1-9 (index 0 unused, as in the C array). */
  ethnicity: readonly [0, 0, number, number, number, number, number, number, number, number];
  /** `Ismoke[smoke_cat]`. */
  smoking: Five;
  age: readonly ClinRiskFpTerm[];
  bmi: readonly ClinRiskFpTerm[];
  factors: Readonly<Partial<Record<QFractureFactor, number>>>;
}

export type QFractureOutcome = 'osteoporotic' | 'hip';

/** ClinRisk's QFracture-2012 C code: `fracture4_female_raw`, `fracture4_male_raw`, `nof_female_raw`, `nof_male_raw`. */
export const qfractureEquations: Readonly<
  Record<QFractureOutcome, Readonly<Record<Sex, QFractureEquation>>>
> = {
  osteoporotic: {
    female: {
      baselineSurvival: 0.98337709903717,
      alcohol: [
        0, 0.00024149452649962038, 0.053197161451047074, 0.16242893729273014, 0.47782232316662326,
        0.62705971405152183,
      ],
      ethnicity: [
        0, 0, -0.28759173674504862, -0.78245245162483268, -0.81727940636229313, -0.58617378652517882,
        -1.493535659132742, -0.73550394558372612, -0.49009515232999323, -0.45460408502717309,
      ],
      smoking: [0, 0.037193887665249746, 0.095152541415019262, 0.12217402427109753, 0.16114126684685132],
      age: [
        { power: 2, mean: 26.453824996948242, coefficient: 0.14379954807301945 },
        { power: 3, mean: 136.06069946289063, coefficient: -0.0093249719419669745 },
      ],
      bmi: [{ power: -1, mean: 0.385703802108765, coefficient: 2.9094622051196999 }],
      factors: {
        antidepressants: 0.31755423928275128,
        cancerHistory: 0.2384763167407743,
        asthmaOrCopd: 0.23890603458731674,
        oralSteroids: 0.19263836370366372,
        cardiovascularDisease: 0.19142789818093853,
        dementia: 0.67575979458475832,
        endocrineDisorder: 0.21057495276243629,
        epilepsy: 0.42972406307897126,
        falls: 0.45050182307809483,
        priorFracture: 0.080483646868918027,
        estrogenOnlyHrt: -0.15861453987663476,
        chronicLiverDisease: 0.63917263223674947,
        malabsorption: 0.15478516208976523,
        parkinsons: 0.49583545776801058,
        rheumatoidArthritisOrLupus: 0.28887010634031046,
        chronicKidneyDisease: 0.23905624285599686,
        type1Diabetes: 0.65237176324917612,
        type2Diabetes: 0.2355143698342233,
        familyOsteoporosis: 0.55179990761333331,
      },
    },
    male: {
      baselineSurvival: 0.994551837444305,
      alcohol: [
        0, -0.075342499351138403, 0.0035640920160520625, 0.11071809294679587, 0.27727727298188781,
        0.76293841342804958,
      ],
      ethnicity: [
        0, 0, -0.25782479851902956, -0.27396916018626188, -1.2488100943578264, -0.44781369031222829,
        -0.95698337178329307, -0.6454670770263975, -0.24416687132687531, -0.55856718797289318,
      ],
      smoking: [0, -0.00080395135200164204, 0.1560272763218023, 0.25117409813223207, 0.27967401140088227],
      age: [
        { power: 0.5, mean: 2.213409662246704, coefficient: -9.0010590056070825 },
        { power: 1, mean: 4.899182319641113, coefficient: 2.4013416577413533 },
      ],
      bmi: [
        { power: -1, mean: 0.376987010240555, coefficient: 18.178986548463467 },
        { power: -0.5, mean: 0.613992691040039, coefficient: -18.91647404660355 },
      ],
      factors: {
        antidepressants: 0.46871937557887416,
        cancerHistory: 0.45075005338651963,
        asthmaOrCopd: 0.28866933110119714,
        careHome: 0.46240175997411309,
        oralSteroids: 0.29590704827022962,
        cardiovascularDisease: 0.2342575101174369,
        dementia: 0.64101075890791592,
        epilepsy: 0.78213945924202077,
        falls: 0.54278016879014757,
        priorFracture: 0.30376483170944424,
        chronicLiverDisease: 0.94929834714932115,
        malabsorption: 0.21980433977230238,
        parkinsons: 0.89713150428493182,
        rheumatoidArthritisOrLupus: 0.44031912127988931,
        chronicKidneyDisease: 0.45650294178223877,
        type1Diabetes: 0.8447272010743575,
        type2Diabetes: 0.22193850259057335,
        familyOsteoporosis: 1.6999403855072708,
      },
    },
  },
  hip: {
    female: {
      baselineSurvival: 0.998187243938446,
      alcohol: [
        0, -0.12864466423269266, -0.099773778568204102, 0.054264988839800833, 0.44315431525126336,
        0.6633035785016026,
      ],
      ethnicity: [
        0, 0, -0.51456804931182043, -0.78090411389767922, -0.58459226126240471, -0.54184439265121398,
        -1.3017049081958438, -2.3170037513024733, -1.040625954346968, -0.708792175836363,
      ],
      smoking: [0, 0.079496548033360509, 0.28351411269361282, 0.31214583837255394, 0.4798404329218986],
      age: [
        { power: 2, mean: 26.304763793945313, coefficient: 0.27076900968784867 },
        { power: 3, mean: 134.91232299804688, coefficient: -0.017891123765176469 },
      ],
      bmi: [{ power: -2, mean: 0.148731395602226, coefficient: 5.782932018516667 }],
      factors: {
        antidepressants: 0.3327369489309151,
        cancerHistory: 0.26852853384132674,
        asthmaOrCopd: 0.21098780424488101,
        oralSteroids: 0.17006001723244188,
        cardiovascularDisease: 0.20233183264703225,
        dementia: 0.9427384234437306,
        endocrineDisorder: 0.28732196092765439,
        epilepsy: 0.4800826666037592,
        falls: 0.43410319832228694,
        priorFracture: 0.54980898964414537,
        estrogenOnlyHrt: -0.27178382457259803,
        chronicLiverDisease: 0.64493880969985173,
        parkinsons: 0.70867009918491719,
        rheumatoidArthritisOrLupus: 0.52268296863374919,
        chronicKidneyDisease: 0.41218830901395775,
        type1Diabetes: 1.5320881578751737,
        type2Diabetes: 0.44870453794024567,
      },
    },
    male: {
      baselineSurvival: 0.999112963676453,
      alcohol: [
        0, -0.18830715087639127, -0.14562371417726189, -0.11310159850388962, 0.2669108383852995,
        0.71590491089704822,
      ],
      ethnicity: [
        0, 0, -0.47205540359322717, -0.44048855643070239, -2.031104428450865, -0.88775449353552094,
        -1.5093354044488063, -0.11696558696638222, -0.78100183305804038, -0.22536717955332219,
      ],
      smoking: [0, -0.015646539568170286, 0.29471682232256902, 0.43190736349731207, 0.49376191349160437],
      age: [
        { power: 3, mean: 117.37698364257813, coefficient: 0.047095664587703097 },
        { power: 3, timesLn: true, mean: 186.44906616210938, coefficient: -0.017323254119801318 },
      ],
      bmi: [{ power: -2, mean: 0.142089113593102, coefficient: 6.9051198985719147 }],
      factors: {
        antidepressants: 0.52226968604828794,
        cancerHistory: 0.39046426617970342,
        asthmaOrCopd: 0.2955316362120945,
        careHome: 0.71801339620156868,
        oralSteroids: 0.16378457660855053,
        cardiovascularDisease: 0.2685578286436679,
        dementia: 0.96608677155440148,
        epilepsy: 0.89772718501451354,
        falls: 0.53142981762925412,
        priorFracture: 0.70252975163175169,
        chronicLiverDisease: 0.75665762733640451,
        parkinsons: 1.0980688140356138,
        rheumatoidArthritisOrLupus: 0.64348073642580572,
        chronicKidneyDisease: 0.59182187089076344,
        type1Diabetes: 1.5742324490573854,
        type2Diabetes: 0.28877688588421302,
        familyOsteoporosis: 1.2332490177632631,
      },
    },
  },
};

/** Every condition one of the four equations reads (the catalogue's list). */
const conditionKeys = predictionModels['osteoporotic-fracture'].conditions;
type QFractureCondition = (typeof conditionKeys)[number];

/** The checked inputs of one person; conditions not answered are already `false`. */
export interface QFractureProfile extends Record<QFractureCondition, boolean> {
  sex: Sex;
  age: number;
  race: Race;
  bmi: number;
  smokingStatus: SmokingStatus;
  cigarettesPerDay?: number;
  alcoholIntake: AlcoholIntake;
  diabetic: boolean;
  diabetesType?: 'type1' | 'type2';
  hrt: HrtAnswer;
}

/** The equations' yes/no terms from the person's answers. */
function factorsOf(profile: QFractureProfile): Record<QFractureFactor, boolean> {
  return {
    ...profile,
    asthmaOrCopd: profile.asthma || profile.copd,
    rheumatoidArthritisOrLupus: profile.rheumatoidArthritis || profile.lupus,
    estrogenOnlyHrt: profile.hrt === 'estrogen-only',
    type1Diabetes: profile.diabetic && profile.diabetesType === 'type1',
    type2Diabetes: profile.diabetic && profile.diabetesType === 'type2',
  };
}

/** The terms an input feeds, to tell whether the person's equation reads it. */
const factorsOfInput: Readonly<Partial<Record<PredictionInputKey, readonly QFractureFactor[]>>> = {
  copd: ['asthmaOrCopd'],
  asthma: ['asthmaOrCopd'],
  rheumatoidArthritis: ['rheumatoidArthritisOrLupus'],
  lupus: ['rheumatoidArthritisOrLupus'],
  hrt: ['estrogenOnlyHrt'],
  diabetic: ['type1Diabetes', 'type2Diabetes'],
};

function reads(equation: QFractureEquation, input: QFractureCondition | 'hrt' | 'diabetic'): boolean {
  const factors = factorsOfInput[input] ?? [input as QFractureFactor];
  return factors.some((factor) => equation.factors[factor] !== undefined);
}

/** The 10-year risk in percent (BMI within 20-40, checked before). */
export function qfractureRisk(outcome: QFractureOutcome, profile: QFractureProfile): number {
  const equation = qfractureEquations[outcome][profile.sex];
  const smoking = clinRiskSmokingOf(profile);
  if (!smoking.ok) throw new Error('smoking category checked before the equation');
  const present = factorsOf(profile);
  let sum =
    (equation.alcohol[clinRiskAlcoholOf(profile.alcoholIntake)] ?? 0) +
    (equation.ethnicity[clinRiskEthnicityOf(profile.race)] ?? 0) +
    equation.smoking[smoking.category] +
    clinRiskFpSum(profile.age, equation.age) +
    clinRiskFpSum(profile.bmi, equation.bmi);
  for (const [factor, coefficient] of Object.entries(equation.factors) as [QFractureFactor, number][]) {
    sum += coefficient * flag(present[factor]);
  }
  return coxRiskPercent(equation.baselineSurvival, sum, 0);
}

const osteoporoticBands = [
  { below: 10, band: 'low', severity: 'low' },
  { below: 20, band: 'moderate', severity: 'moderate' },
] as const;
const hipBands = [{ below: 3, band: 'low', severity: 'low' }] as const;

export function qfractureBandOf(
  outcome: QFractureOutcome,
  risk: number,
): { band: string; severity: PredictionSeverity } {
  return bandOf(risk, outcome === 'osteoporotic' ? osteoporoticBands : hipBands, {
    band: 'high',
    severity: 'high',
  });
}

const modelIds = { osteoporotic: 'osteoporotic-fracture', hip: 'hip-fracture' } as const;

function qfractureModel(outcome: QFractureOutcome): PredictionModel {
  const id = modelIds[outcome];
  const info = predictionModels[id];
  const risk = (profile: QFractureProfile) => qfractureRisk(outcome, profile);

  /**
   * Each input at its reference level: age at 30, BMI, smoking, alcohol at the catalogue's levels, and no
   * diabetes, HRT or condition where the person has one and their equation reads it.
   */
  function referencesOf(profile: QFractureProfile): Partial<QFractureProfile> {
    const equation = qfractureEquations[outcome][profile.sex];
    const references: Partial<QFractureProfile> = {
      age: info.ages.min,
      bmi: info.referenceProfile.bmi,
      smokingStatus: info.referenceProfile.smokingStatus,
      alcoholIntake: info.referenceProfile.alcoholIntake,
    };
    if (profile.diabetic) references.diabetic = false;
    if (profile.hrt === 'estrogen-only' && reads(equation, 'hrt')) references.hrt = 'none';
    for (const key of conditionKeys) {
      if (profile[key] && reads(equation, key)) references[key] = false;
    }
    return references;
  }

  return {
    id,
    info,
    predict(inputs) {
      const required = requiredValues(inputs, info.requiredInputs);
      const smoking = clinRiskSmokingOf(inputs);
      const missing: PredictionInputKey[] = [
        ...(required.ok ? [] : required.missing),
        ...(smoking.ok || inputs.smokingStatus === undefined ? [] : smoking.missing),
        ...(inputs.diabetic === true && inputs.diabetesType === undefined ? ['diabetesType' as const] : []),
      ];
      if (!required.ok || missing.length > 0) return { status: 'missingInputs', missing };
      const values = required.values;
      const invalid =
        outOfRange('age', values.age, info.ages) ?? outOfRange('bmi', values.bmi, clinRiskBmiRange);
      if (invalid) return invalid;

      const profile: QFractureProfile = {
        ...values,
        ...(inputs.cigarettesPerDay === undefined ? {} : { cigarettesPerDay: inputs.cigarettesPerDay }),
        ...(values.diabetic && inputs.diabetesType ? { diabetesType: inputs.diabetesType } : {}),
        hrt: inputs.hrt ?? 'none',
        ...(Object.fromEntries(conditionKeys.map((key) => [key, inputs[key] === true])) as Record<
          QFractureCondition,
          boolean
        >),
      };
      const result = risk(profile);
      return {
        status: 'result',
        output: {
          risk: result,
          ...qfractureBandOf(outcome, result),
          contributions: contributionsByReset(profile, referencesOf(profile), risk, 'percentPoints'),
        },
      };
    },
  };
}

export const osteoporoticFractureModel = qfractureModel('osteoporotic');
export const hipFractureModel = qfractureModel('hip');
