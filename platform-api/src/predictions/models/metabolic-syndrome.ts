/**
 * Metabolic syndrome: three or more of the five criteria of NCEP ATP III as updated by the AHA/NHLBI (Grundy SM
 * et al. Diagnosis and management of the metabolic syndrome. Circulation 2005;112:2735-2752, Table 2), with the
 * Korean waist cut-offs of the Korean Society for the Study of Obesity (Lee SY et al. Diabetes Res Clin Pract
 * 2007;75:72-80): waist ≥ 90 cm men / ≥ 85 cm women; triglyceride ≥ 150 mg/dL; HDL < 40 mg/dL men / < 50 mg/dL
 * women; blood pressure ≥ 130 systolic or ≥ 85 diastolic mmHg or drug treatment; fasting glucose ≥ 100 mg/dL or
 * drug treatment (`diabetic`).
 *
 * Missing values: when the criteria that can be judged already give three met, the syndrome is present whatever
 * the others are; otherwise any missing value leaves the answer open (missingInputs). A criterion is judged met
 * as soon as one recorded value or a treatment meets it, and not met only when all its values are recorded and
 * the person has said they are not treated (`bpTreated` / `diabetic` false): an unanswered treatment question
 * leaves a criterion whose values are normal open.
 */
import {
  predictionModels,
  type MetabolicCriterion,
  type PredictionContribution,
  type PredictionInputKey,
  type PredictionInputs,
} from 'shared-kernel/isomorphic';
import type { PredictionModel } from './model';
import { missingInputKeys, outOfRange } from './model-support';

const info = predictionModels['metabolic-syndrome'];

export const metabolicCutOffs = {
  waist: { male: 90, female: 85 },
  triglyceride: 150,
  hdlCholesterol: { male: 40, female: 50 },
  systolicBp: 130,
  diastolicBp: 85,
  fastingGlucose: 100,
} as const;

const criteriaToMeet = 3;

/** A criterion and what decided it: the input that met it (for the contribution) or the inputs it still needs. */
type Judgement =
  | {
      judged: true;
      criterion: MetabolicCriterion;
      metBy?: { input: PredictionInputKey; reference: number | boolean };
    }
  | { judged: false; needs: PredictionInputKey[] };

function valuesOf(...values: (number | undefined)[]): number[] {
  return values.filter((value): value is number => value !== undefined);
}

function bySex(
  inputs: PredictionInputs,
  key: 'waist' | 'hdlCholesterol',
  isMet: (value: number, cutOff: number) => boolean,
  threshold: (cutOff: number) => string,
): Judgement {
  const { sex } = inputs;
  const value = inputs[key];
  if (sex === undefined || value === undefined)
    return { judged: false, needs: missingInputKeys(inputs, ['sex', key]) };
  const cutOff = metabolicCutOffs[key][sex];
  const met = isMet(value, cutOff);
  return {
    judged: true,
    criterion: { key, met, values: [value], threshold: threshold(cutOff) },
    ...(met ? { metBy: { input: key, reference: cutOff } } : {}),
  };
}

function waist(inputs: PredictionInputs): Judgement {
  return bySex(
    inputs,
    'waist',
    (value, cutOff) => value >= cutOff,
    (cutOff) => `≥ ${cutOff} cm`,
  );
}

function hdlCholesterol(inputs: PredictionInputs): Judgement {
  return bySex(
    inputs,
    'hdlCholesterol',
    (value, cutOff) => value < cutOff,
    (cutOff) => `< ${cutOff} mg/dL`,
  );
}

function triglyceride(inputs: PredictionInputs): Judgement {
  const value = inputs.triglyceride;
  if (value === undefined) return { judged: false, needs: ['triglyceride'] };
  const cutOff = metabolicCutOffs.triglyceride;
  const met = value >= cutOff;
  return {
    judged: true,
    criterion: { key: 'triglyceride', met, values: [value], threshold: `≥ ${cutOff} mg/dL` },
    ...(met ? { metBy: { input: 'triglyceride', reference: cutOff } } : {}),
  };
}

function bloodPressure(inputs: PredictionInputs): Judgement {
  const { systolicBp, diastolicBp } = inputs;
  const treated = inputs.bpTreated === true;
  const systolicMet = systolicBp !== undefined && systolicBp >= metabolicCutOffs.systolicBp;
  const diastolicMet = diastolicBp !== undefined && diastolicBp >= metabolicCutOffs.diastolicBp;
  const met = systolicMet || diastolicMet || treated;
  if (!met && (systolicBp === undefined || diastolicBp === undefined || inputs.bpTreated === undefined)) {
    return { judged: false, needs: missingInputKeys(inputs, ['systolicBp', 'diastolicBp', 'bpTreated']) };
  }
  const metBy = systolicMet
    ? { input: 'systolicBp' as const, reference: metabolicCutOffs.systolicBp }
    : diastolicMet
      ? { input: 'diastolicBp' as const, reference: metabolicCutOffs.diastolicBp }
      : treated
        ? { input: 'bpTreated' as const, reference: false }
        : undefined;
  return {
    judged: true,
    criterion: {
      key: 'bloodPressure',
      met,
      values: valuesOf(systolicBp, diastolicBp),
      treated,
      threshold: `≥ ${metabolicCutOffs.systolicBp}/${metabolicCutOffs.diastolicBp} mmHg`,
    },
    ...(metBy ? { metBy } : {}),
  };
}

function fastingGlucose(inputs: PredictionInputs): Judgement {
  const value = inputs.fastingGlucose;
  const treated = inputs.diabetic === true;
  const cutOff = metabolicCutOffs.fastingGlucose;
  const valueMet = value !== undefined && value >= cutOff;
  const met = valueMet || treated;
  if (!met && (value === undefined || inputs.diabetic === undefined)) {
    return { judged: false, needs: missingInputKeys(inputs, ['fastingGlucose', 'diabetic']) };
  }
  const metBy = valueMet
    ? { input: 'fastingGlucose' as const, reference: cutOff }
    : treated
      ? { input: 'diabetic' as const, reference: false }
      : undefined;
  return {
    judged: true,
    criterion: {
      key: 'fastingGlucose',
      met,
      values: valuesOf(value),
      treated,
      threshold: `≥ ${cutOff} mg/dL`,
    },
    ...(metBy ? { metBy } : {}),
  };
}

function contributionOf(
  inputs: PredictionInputs,
  metBy: { input: PredictionInputKey; reference: number | boolean },
): PredictionContribution {
  return {
    input: metBy.input,
    value: inputs[metBy.input] as number | boolean,
    reference: metBy.reference,
    effect: 1,
    unit: 'criteria',
  };
}

export const metabolicSyndromeModel: PredictionModel = {
  id: 'metabolic-syndrome',
  info,
  predict(inputs) {
    if (inputs.age !== undefined) {
      const invalid = outOfRange('age', inputs.age, info.ages);
      if (invalid) return invalid;
    }
    const judgements = [waist, triglyceride, hdlCholesterol, bloodPressure, fastingGlucose].map((judge) =>
      judge(inputs),
    );
    const judged = judgements.flatMap((judgement) => (judgement.judged ? [judgement] : []));
    const metCount = judged.filter((judgement) => judgement.criterion.met).length;
    const needed = new Set(judgements.flatMap((judgement) => (judgement.judged ? [] : judgement.needs)));
    if (metCount < criteriaToMeet && needed.size > 0) {
      return { status: 'missingInputs', missing: info.requiredInputs.filter((key) => needed.has(key)) };
    }
    const present = metCount >= criteriaToMeet;
    return {
      status: 'result',
      output: {
        present,
        criteria: judged.map((judgement) => judgement.criterion),
        band: present ? 'present' : 'absent',
        severity: present ? 'high' : 'low',
        contributions: judged.flatMap((judgement) =>
          judgement.metBy ? [contributionOf(inputs, judgement.metBy)] : [],
        ),
      },
    };
  },
};
