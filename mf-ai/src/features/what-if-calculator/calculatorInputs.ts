import {
  familyDiabetesAnswers,
  hyperplasiaAnswers,
  predictionModelIdOf,
  predictionModels,
  races,
  sexes,
  type PredictionInputKey,
  type PredictionInputs,
  type PredictionModelId,
} from 'shared-kernel/isomorphic';

/** The models the calculator offers, in the order of its picker. */
export const calculatorModelIds = ['11', '10', '7', '13'] as const satisfies readonly PredictionModelId[];
export type CalculatorModelId = (typeof calculatorModelIds)[number];

/** The model of `?model=` (aliases such as 12 or 14 included); the Pooled Cohort Equations otherwise. */
export function calculatorModelOf(param: string | null): CalculatorModelId {
  const modelId = param === null ? null : predictionModelIdOf(param);
  return calculatorModelIds.find((id) => id === modelId) ?? '11';
}

/**
 * Inputs a Framingham model reads besides its required ones: the lipids of the laboratory model, or the body
 * mass index of the model without laboratory values, used when the lipids are not given (D'Agostino 2008).
 */
const variantInputs: Partial<Record<CalculatorModelId, readonly PredictionInputKey[]>> = {
  '7': ['totalCholesterol', 'hdlCholesterol', 'bmi'],
  '10': ['totalCholesterol', 'hdlCholesterol', 'bmi'],
};

export type InputControl =
  { kind: 'number' } | { kind: 'checkbox' } | { kind: 'select'; values: readonly string[] };

/** How each input is asked, in the order of the form. */
const controls: Readonly<Record<PredictionInputKey, InputControl>> = {
  sex: { kind: 'select', values: sexes },
  age: { kind: 'number' },
  race: { kind: 'select', values: races },
  totalCholesterol: { kind: 'number' },
  hdlCholesterol: { kind: 'number' },
  triglyceride: { kind: 'number' },
  bmi: { kind: 'number' },
  waist: { kind: 'number' },
  systolicBp: { kind: 'number' },
  diastolicBp: { kind: 'number' },
  fastingGlucose: { kind: 'number' },
  bpTreated: { kind: 'checkbox' },
  smoker: { kind: 'checkbox' },
  diabetic: { kind: 'checkbox' },
  dailyActivity: { kind: 'checkbox' },
  dailyVegetables: { kind: 'checkbox' },
  everBpMedication: { kind: 'checkbox' },
  everHighGlucose: { kind: 'checkbox' },
  familyDiabetes: { kind: 'select', values: familyDiabetesAnswers },
  // Asked by the questionnaire for the breast-cancer model, which this calculator does not offer.
  breastCancerHistory: { kind: 'checkbox' },
  ageAtMenarche: { kind: 'number' },
  ageAtFirstBirth: { kind: 'number' },
  breastBiopsies: { kind: 'number' },
  atypicalHyperplasia: { kind: 'select', values: hyperplasiaAnswers },
  breastCancerRelatives: { kind: 'number' },
};

const inputOrder = Object.keys(controls) as PredictionInputKey[];

export function controlOf(input: PredictionInputKey): InputControl {
  return controls[input];
}

/** Every input the model reads, in the form's order. */
export function inputsOfModel(modelId: CalculatorModelId): PredictionInputKey[] {
  const read = new Set<PredictionInputKey>([
    ...predictionModels[modelId].requiredInputs,
    ...(variantInputs[modelId] ?? []),
  ]);
  return inputOrder.filter((input) => read.has(input));
}

/** What the form holds: numbers as typed, a select's value ('' for none), a checkbox's state. */
export type FormValues = Partial<Record<PredictionInputKey, string | boolean>>;

/** The form prefilled with a result's inputs; empty fields (unticked boxes) for what it lacks. */
export function formValuesOf(inputs: PredictionInputs, fields: readonly PredictionInputKey[]): FormValues {
  const values: FormValues = {};
  for (const input of fields) {
    const value = inputs[input];
    if (controls[input].kind === 'checkbox') values[input] = value === true;
    else values[input] = value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The inputs to send: blank fields left out (the model names what it misses), numbers parsed. A text that is
 * not a number is kept as typed, so that validation says so.
 */
export function inputsOfForm(
  values: FormValues,
  fields: readonly PredictionInputKey[],
): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const input of fields) {
    const value = values[input];
    if (typeof value === 'boolean') {
      inputs[input] = value;
      continue;
    }
    const text = (value ?? '').trim();
    if (text === '') continue;
    if (controls[input].kind === 'number') {
      const number = Number(text.replace(',', '.'));
      inputs[input] = Number.isFinite(number) ? number : text;
    } else {
      inputs[input] = text;
    }
  }
  return inputs;
}
