import {
  alcoholIntakes,
  conditionInputKeys,
  diabetesTypes,
  educationLevels,
  familyDiabetesAnswers,
  hrtAnswers,
  hyperplasiaAnswers,
  packYearsOf,
  predictionModelIdOf,
  predictionModelIds,
  predictionModels,
  races,
  sexes,
  smokingStatuses,
  type ConditionInputKey,
  type PredictionInputKey,
  type PredictionInputs,
  type PredictionModelId,
  type PredictionModelInfo,
} from 'shared-kernel/isomorphic';

/**
 * Models the calculator does not offer: metabolic syndrome is a state with its own screen, and the breast-cancer
 * model's answers are the questionnaire's.
 */
const notInCalculator = [
  'metabolic-syndrome',
  'breast-cancer',
] as const satisfies readonly PredictionModelId[];
export type CalculatorModelId = Exclude<PredictionModelId, (typeof notInCalculator)[number]>;

/** The first models of the picker; every other model of the catalogue follows in the catalogue's order. */
const firstModels = ['11', '10', '7', '13'] as const satisfies readonly CalculatorModelId[];

/** The models the calculator offers, in the order of its picker: each model of the catalogue as it is registered. */
export const calculatorModelIds: readonly CalculatorModelId[] = [
  ...firstModels,
  ...predictionModelIds.filter(
    (id): id is CalculatorModelId =>
      !(notInCalculator as readonly string[]).includes(id) &&
      !(firstModels as readonly string[]).includes(id),
  ),
];

/** The model of `?model=` (aliases such as 12 or 14 included); the Pooled Cohort Equations otherwise. */
export function calculatorModelOf(param: string | null): CalculatorModelId {
  const modelId = param === null ? null : predictionModelIdOf(param);
  return calculatorModelIds.find((id) => id === modelId) ?? '11';
}

/** A model's catalogue entry, read through the interface (the entries are literals, each with its own fields). */
export function modelInfo(modelId: PredictionModelId): PredictionModelInfo {
  return predictionModels[modelId] as PredictionModelInfo;
}

/**
 * Inputs a Framingham model reads besides its required ones: the lipids of the laboratory model, or the body
 * mass index of the model without laboratory values, used when the lipids are not given (D'Agostino 2008).
 */
const variantInputs: Partial<Record<PredictionModelId, readonly PredictionInputKey[]>> = {
  '7': ['totalCholesterol', 'hdlCholesterol', 'bmi'],
  '10': ['totalCholesterol', 'hdlCholesterol', 'bmi'],
};

export type InputControl =
  { kind: 'number' } | { kind: 'checkbox' } | { kind: 'select'; values: readonly string[] };

const conditionControls = Object.fromEntries(
  conditionInputKeys.map((key) => [key, { kind: 'checkbox' }]),
) as Record<ConditionInputKey, { kind: 'checkbox' }>;

/** How each input is asked, in the order of the form; the conditions come last, in a group of their own. */
const controls: Readonly<Record<PredictionInputKey, InputControl>> = {
  sex: { kind: 'select', values: sexes },
  age: { kind: 'number' },
  race: { kind: 'select', values: races },
  educationLevel: { kind: 'select', values: educationLevels },
  totalCholesterol: { kind: 'number' },
  hdlCholesterol: { kind: 'number' },
  triglyceride: { kind: 'number' },
  bmi: { kind: 'number' },
  waist: { kind: 'number' },
  systolicBp: { kind: 'number' },
  diastolicBp: { kind: 'number' },
  fastingGlucose: { kind: 'number' },
  hba1c: { kind: 'number' },
  egfr: { kind: 'number' },
  urineAcr: { kind: 'number' },
  bpTreated: { kind: 'checkbox' },
  onStatin: { kind: 'checkbox' },
  smoker: { kind: 'checkbox' },
  smokingStatus: { kind: 'select', values: smokingStatuses },
  cigarettesPerDay: { kind: 'number' },
  smokingYears: { kind: 'number' },
  yearsSinceQuit: { kind: 'number' },
  // Worked out from cigarettes a day and years of smoking (`packYearsOf`), never typed.
  packYears: { kind: 'number' },
  alcoholIntake: { kind: 'select', values: alcoholIntakes },
  diabetic: { kind: 'checkbox' },
  diabetesType: { kind: 'select', values: diabetesTypes },
  hrt: { kind: 'select', values: hrtAnswers },
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
  ...conditionControls,
};

const inputOrder = Object.keys(controls) as PredictionInputKey[];

export function controlOf(input: PredictionInputKey): InputControl {
  return controls[input];
}

export function isConditionInput(input: PredictionInputKey): input is ConditionInputKey {
  return (conditionInputKeys as readonly string[]).includes(input);
}

/**
 * Every input the model reads, in the form's order: its required inputs, the conditions it uses, the inputs its
 * reference profile sets (an optional input such as atypical hyperplasia or the urine ACR) and a Framingham
 * model's variant inputs. Pack-years are asked as cigarettes a day and years of smoking, from which they are
 * worked out. The ClinRisk models also read, when they apply, cigarettes a day (their smoking categories split
 * current smokers by it) and the diabetes type (they weigh type 1 and type 2 apart).
 */
export function inputsOfModel(modelId: CalculatorModelId): PredictionInputKey[] {
  const model = modelInfo(modelId);
  const read = new Set<PredictionInputKey>([
    ...model.requiredInputs,
    ...(model.conditions ?? []),
    ...(Object.keys(model.referenceProfile) as PredictionInputKey[]),
    ...(variantInputs[modelId] ?? []),
  ]);
  if (model.disclaimer === 'clinrisk') {
    if (read.has('smokingStatus')) read.add('cigarettesPerDay');
    if (read.has('diabetic')) read.add('diabetesType');
  }
  if (read.delete('packYears')) {
    read.add('cigarettesPerDay');
    read.add('smokingYears');
  }
  return inputOrder.filter((input) => read.has(input));
}

/**
 * The inputs the form requires: the model's required inputs as the form asks them (pack-years as the smoking
 * history it is worked out from; "smokes now" as the smoking status, when the form asks it).
 */
export function requiredFieldsOf(modelId: CalculatorModelId): PredictionInputKey[] {
  const fields = inputsOfModel(modelId);
  return modelInfo(modelId).requiredInputs.flatMap((input): PredictionInputKey[] => {
    if (input === 'packYears') return ['cigarettesPerDay', 'smokingYears'];
    if (input === 'smoker' && fields.includes('smokingStatus')) return ['smokingStatus'];
    return [input];
  });
}

/** What the form holds: numbers as typed, a select's value ('' for none), a checkbox's state. */
export type FormValues = Partial<Record<PredictionInputKey, string | boolean>>;

const hasSmoked = (values: FormValues) =>
  values.smokingStatus === 'former' || values.smokingStatus === 'current';

/**
 * Follow-up inputs, shown only when they apply, as in the questionnaire (and only when the form asks the input
 * they follow): the smoking history of those who smoke or smoked, years since quitting of former smokers, the
 * diabetes type of people with diabetes, and women's medicines for women.
 */
const shownWhen: Partial<
  Record<PredictionInputKey, (values: FormValues, fields: readonly PredictionInputKey[]) => boolean>
> = {
  cigarettesPerDay: (values, fields) => !fields.includes('smokingStatus') || hasSmoked(values),
  smokingYears: (values, fields) => !fields.includes('smokingStatus') || hasSmoked(values),
  yearsSinceQuit: (values, fields) => !fields.includes('smokingStatus') || values.smokingStatus === 'former',
  // The smoking status says whether the person smokes now.
  smoker: (_values, fields) => !fields.includes('smokingStatus'),
  diabetesType: (values, fields) => !fields.includes('diabetic') || values.diabetic === true,
  hrt: (values, fields) => !fields.includes('sex') || values.sex === 'female',
  oralContraceptive: (values, fields) => !fields.includes('sex') || values.sex === 'female',
  tamoxifen: (values, fields) => !fields.includes('sex') || values.sex === 'female',
};

/** The inputs shown (and sent) given the values: a follow-up only when it applies. */
export function shownInputs(fields: readonly PredictionInputKey[], values: FormValues): PredictionInputKey[] {
  return fields.filter((input) => shownWhen[input]?.(values, fields) ?? true);
}

/** The form prefilled with a result's inputs; empty fields (unticked boxes) for what it lacks. */
export function formValuesOf(inputs: PredictionInputs, fields: readonly PredictionInputKey[]): FormValues {
  const values: FormValues = {};
  for (const input of fields) {
    const value = inputs[input];
    if (controls[input].kind === 'checkbox') values[input] = value === true;
    else values[input] = value === undefined ? '' : String(value);
  }
  // A result of a model that reads the smoking status carries it; `smoker` alone says only "smokes now".
  if (fields.includes('smokingStatus') && !values.smokingStatus && inputs.smoker === true) {
    values.smokingStatus = 'current';
  }
  return values;
}

/**
 * The inputs to send: blank fields left out (the model names what it misses), numbers parsed. A text that is
 * not a number is kept as typed, so that validation says so. An unticked condition is left out: unanswered, it
 * counts as absent, as in the reference calculators. As the questionnaire's answers do, the smoking status gives
 * `smoker`, a current smoker has quit 0 years ago and pack-years are worked out from the smoking history.
 */
export function inputsOfForm(
  values: FormValues,
  fields: readonly PredictionInputKey[],
): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const input of shownInputs(fields, values)) {
    const value = values[input];
    if (typeof value === 'boolean') {
      if (value || !isConditionInput(input)) inputs[input] = value;
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
  const status = inputs.smokingStatus;
  if (typeof status === 'string') {
    if (fields.includes('smoker')) inputs.smoker = status === 'current';
    if (fields.includes('yearsSinceQuit') && status === 'current') inputs.yearsSinceQuit = 0;
  }
  const { cigarettesPerDay, smokingYears } = inputs;
  if (
    fields.includes('cigarettesPerDay') &&
    fields.includes('smokingYears') &&
    typeof cigarettesPerDay === 'number' &&
    typeof smokingYears === 'number'
  ) {
    inputs.packYears = packYearsOf(cigarettesPerDay, smokingYears);
  }
  return inputs;
}

/** The model's conditions the form leaves unticked: unanswered, each counts as absent. */
export function conditionsCountedAbsent(modelId: CalculatorModelId, values: FormValues): ConditionInputKey[] {
  return (modelInfo(modelId).conditions ?? []).filter((condition) => values[condition] !== true);
}
