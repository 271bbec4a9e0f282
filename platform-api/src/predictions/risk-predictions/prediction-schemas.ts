import {
  predictionInputsSchema,
  predictionModelIds,
  predictionOutcomeKeys,
  predictionQuestionnaireSchema,
  type PredictionInputKey,
} from 'shared-kernel/isomorphic';

interface AnswerField {
  type?: string;
  enum?: readonly string[];
  anyOf?: readonly AnswerField[];
}

/** A field as an answer describes it: its type and allowed values (of each alternative), not the input limits. */
function answerField(field: AnswerField): AnswerField {
  if (field.anyOf) return { anyOf: field.anyOf.map(answerField) };
  return { type: field.type, ...(field.enum ? { enum: field.enum } : {}) };
}

/** The kernel's field schemas as answers describe them. */
function answerProperties<Key extends string>(properties: Record<Key, AnswerField>) {
  return Object.fromEntries(
    Object.entries<AnswerField>(properties).map(([key, field]) => [key, answerField(field)]),
  ) as Record<Key, AnswerField>;
}

const inputKeys = Object.keys(predictionInputsSchema.properties) as PredictionInputKey[];

const inputsSchema = {
  type: 'object',
  properties: answerProperties(predictionInputsSchema.properties),
  description: 'The inputs the model used (mg/dL, mmHg, cm, kg/m², years)',
} as const;

const inputSourceSchema = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['profile', 'lifelog', 'checkup', 'questionnaire', 'calculator'] },
    date: {
      type: 'string',
      format: 'date-time',
      description: 'When the life-log or checkup was measured (the newest record, for a mean)',
    },
    mean: {
      type: 'object',
      required: ['count', 'from', 'to'],
      description:
        'The value is the mean of several life-logs (blood pressure: every reading of the 7 days ending with the newest)',
      properties: {
        count: { type: 'integer', minimum: 1 },
        from: { type: 'string', format: 'date-time', description: 'The first record used' },
        to: { type: 'string', format: 'date-time', description: 'The last record used' },
      },
    },
    computedFrom: {
      type: 'object',
      required: ['item', 'value', 'unit', 'equation'],
      description: 'Worked out from a record, not read from it: eGFR from the serum creatinine of a checkup',
      properties: {
        item: { type: 'string', enum: ['serumCreatinine'] },
        value: { type: 'number' },
        unit: { type: 'string', enum: ['mg/dL'] },
        equation: { type: 'string', enum: ['CKD-EPI 2021'] },
      },
    },
  },
} as const;

const inputValueSchema = { type: ['number', 'boolean', 'string'] } as const;

const contributionSchema = {
  type: 'object',
  required: ['input', 'value', 'reference', 'effect', 'unit'],
  properties: {
    input: { type: 'string', enum: inputKeys },
    value: inputValueSchema,
    reference: inputValueSchema,
    effect: { type: 'number', description: 'Result minus the result with this input at its reference level' },
    unit: { type: 'string', enum: ['percentPoints', 'points', 'years', 'criteria'] },
  },
} as const;

const metabolicCriterionSchema = {
  type: 'object',
  required: ['key', 'met', 'values', 'threshold'],
  properties: {
    key: {
      type: 'string',
      enum: ['waist', 'triglyceride', 'hdlCholesterol', 'bloodPressure', 'fastingGlucose'],
    },
    met: { type: 'boolean' },
    values: { type: 'array', items: { type: 'number' } },
    treated: { type: 'boolean' },
    threshold: { type: 'string' },
  },
} as const;

/** The kernel's `PredictionResult`. */
export const predictionResultSchema = {
  type: 'object',
  required: [
    'modelId',
    'outcome',
    'horizonYears',
    'inputs',
    'inputSources',
    'age',
    'computedAt',
    'band',
    'severity',
    'contributions',
  ],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Absent from the calculator, which stores nothing' },
    modelId: { type: 'string', enum: predictionModelIds },
    outcome: { type: 'string', enum: predictionOutcomeKeys },
    horizonYears: { type: ['number', 'null'] },
    inputs: inputsSchema,
    inputSources: {
      type: 'object',
      properties: Object.fromEntries(inputKeys.map((key) => [key, inputSourceSchema])),
    },
    age: { type: 'integer', description: 'Real age when the result was computed' },
    computedAt: { type: 'string', format: 'date-time' },
    risk: { type: 'number', description: 'Risk over the horizon in percent, unrounded' },
    heartAge: { type: 'number' },
    score: { type: 'number' },
    scoreMax: { type: 'number' },
    criteria: { type: 'array', items: metabolicCriterionSchema },
    present: { type: 'boolean' },
    band: { type: 'string' },
    severity: { type: 'string', enum: ['low', 'moderate', 'high'] },
    variant: { type: 'string' },
    contributions: { type: 'array', items: contributionSchema },
  },
} as const;

export const predictionOverviewSchema = {
  type: 'object',
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['outcome', 'modelId', 'status'],
        properties: {
          outcome: { type: 'string', enum: predictionOutcomeKeys },
          modelId: { type: ['string', 'null'] },
          status: { type: 'string', enum: ['result', 'missingInputs', 'notApplicable', 'unavailable'] },
          result: predictionResultSchema,
          missing: { type: 'array', items: { type: 'string' } },
          outOfRange: {
            type: 'object',
            required: ['input', 'min', 'max'],
            properties: { input: { type: 'string' }, min: { type: 'number' }, max: { type: 'number' } },
          },
          notApplicableReason: {
            type: 'string',
            description: "Why the equation is not for this person, e.g. 'sex', 'breastCancerHistory', 'race'",
          },
        },
      },
    },
  },
} as const;

export const predictionHistorySchema = {
  type: 'object',
  required: ['total', 'results'],
  properties: {
    total: { type: 'integer' },
    results: { type: 'array', items: predictionResultSchema },
  },
} as const;

export const storedQuestionnaireSchema = {
  type: 'object',
  required: ['questionnaire', 'updatedAt'],
  properties: {
    questionnaire: {
      type: 'object',
      properties: answerProperties(predictionQuestionnaireSchema.properties),
    },
    updatedAt: { type: ['string', 'null'], format: 'date-time', description: 'Null when never answered' },
  },
} as const;
