import type {
  PredictionInputKey,
  PredictionInputs,
  PredictionNoResult,
  PredictionResult,
} from 'shared-kernel/isomorphic';
import type { GatheredInputs, InputSources } from './gather-inputs';
import type { PredictionModel } from '../models/model';

/** A model run on a person's inputs: the result to show or store (no id yet), or why there is none. */
export type Prediction = { status: 'result'; result: PredictionResult } | PredictionNoResult;

function presentKeys(inputs: PredictionInputs): PredictionInputKey[] {
  return (Object.keys(inputs) as PredictionInputKey[]).filter((key) => inputs[key] !== undefined);
}

function without(inputs: PredictionInputs, key: PredictionInputKey): PredictionInputs {
  const others = { ...inputs };
  delete others[key];
  return others;
}

/** The entries of `keys` that `record` holds (inputs or their sources). */
function pick<Values extends { [Key in PredictionInputKey]?: unknown }>(
  record: Values,
  keys: readonly PredictionInputKey[],
): Values {
  return Object.fromEntries(
    keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
  ) as Values;
}

/**
 * The inputs a model's answer depends on: those without which it answers otherwise. A model reads only some of
 * the gathered inputs, and which ones can depend on the others (Framingham reads BMI only when lipids are
 * missing); the result keeps just these, so that the screen lists what was used and a change elsewhere does
 * not make a new result. The models are pure arithmetic on a few values, so asking again is cheap.
 */
function inputsUsed(model: PredictionModel, inputs: PredictionInputs, answer: string): PredictionInputKey[] {
  return presentKeys(inputs).filter((key) => JSON.stringify(model.predict(without(inputs, key))) !== answer);
}

/** Runs a model on gathered inputs and builds the result, with the inputs it used and where they came from. */
export function predict(
  model: PredictionModel,
  { inputs, inputSources }: GatheredInputs,
  now: Date,
): Prediction {
  const answer = model.predict(inputs);
  if (answer.status !== 'result') return answer;
  // The result compares with the person's real age (body age above all), so a result needs one.
  if (inputs.age === undefined) return { status: 'missingInputs', missing: ['age'] };
  const used = inputsUsed(model, inputs, JSON.stringify(answer));
  return {
    status: 'result',
    result: {
      ...answer.output,
      modelId: model.id,
      outcome: model.info.outcome,
      horizonYears: model.info.horizonYears,
      inputs: pick(inputs, used),
      inputSources: pick(inputSources, used),
      age: inputs.age,
      computedAt: now.toISOString(),
    },
  };
}

/** What the what-if calculator was given: every input comes from the calculator. */
export function calculatorInputs(inputs: PredictionInputs): GatheredInputs {
  const inputSources: InputSources = {};
  for (const key of presentKeys(inputs)) inputSources[key] = { kind: 'calculator' };
  return { inputs, inputSources };
}

/** JSON with keys sorted at every level, so that equal inputs compare equal whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What makes two results the same one: everything but when it was computed, its id and where its inputs came
 * from (the same value read again from a newer record is no new result).
 */
function comparable(result: PredictionResult): string {
  const rest: Partial<PredictionResult> = { ...result };
  delete rest.id;
  delete rest.computedAt;
  delete rest.inputSources;
  return stableJson(rest);
}

/**
 * A new result needs storing unless the model's latest stored result is the same: the same inputs give the same
 * output, unless the way the app computes it changed since (body age's factors became shares of its gap), and
 * then the stored one would show the old reading.
 */
export function sameResult(result: PredictionResult, latest: PredictionResult | null | undefined): boolean {
  return latest !== null && latest !== undefined && comparable(result) === comparable(latest);
}
