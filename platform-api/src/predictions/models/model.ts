import type {
  ModelOutput,
  PredictionInputKey,
  PredictionInputs,
  PredictionModelId,
  PredictionModelInfo,
} from 'shared-kernel/isomorphic';

/** Why a model gives no number for these inputs, or the number. */
export type ModelAnswer =
  | { status: 'result'; output: ModelOutput }
  /** Inputs the person has not recorded (spec: M0002 / M1087 naming what is missing). */
  | { status: 'missingInputs'; missing: PredictionInputKey[] }
  /** An input outside the range the equation was derived on (e.g. age 35 for the Pooled Cohort Equations). */
  | { status: 'outOfRange'; input: PredictionInputKey; min: number; max: number }
  /**
   * The person is outside the population the equation is for (a man for a women's equation, a past breast
   * cancer for the Gail model); `reason` names why for the screens (`ai:notApplicable.<reason>`).
   */
  | { status: 'notApplicable'; input: PredictionInputKey; reason: string };

/**
 * One published equation: a pure function of the inputs, its coefficient tables kept as data in its module.
 * `info` is the kernel's catalogue entry (source, horizon, ages, required inputs).
 */
export interface PredictionModel {
  id: PredictionModelId;
  info: PredictionModelInfo;
  predict(inputs: PredictionInputs): ModelAnswer;
}
