import type { PredictionInputKey, PredictionInputs, InputSource } from './inputs';
import type { PredictionModelId, PredictionOutcomeKey } from './catalogue';

/** How worrying a result is, for colour and wording; each model maps its own published bands onto these. */
export type PredictionSeverity = 'low' | 'moderate' | 'high';

/**
 * What moved the number: the change in the result when this one input is set to its reference (normal)
 * level, all others kept. `unit` says what `effect` counts: risk percentage points, score points (FINDRISC),
 * years (heart age) or nothing (a metabolic-syndrome criterion met = 1).
 */
export interface PredictionContribution {
  input: PredictionInputKey;
  value: number | boolean | string;
  reference: number | boolean | string;
  effect: number;
  unit: 'percentPoints' | 'points' | 'years' | 'criteria';
}

/** One NCEP ATP III criterion of the metabolic syndrome, with the person's value. */
export interface MetabolicCriterion {
  key: 'waist' | 'triglyceride' | 'hdlCholesterol' | 'bloodPressure' | 'fastingGlucose';
  met: boolean;
  /** The person's value(s): `[systolic, diastolic]` for blood pressure. */
  values: number[];
  /** Drug treatment counts as met (blood pressure, glucose) under NCEP ATP III. */
  treated?: boolean;
  /** Readable threshold, e.g. ">= 90 cm", ">= 130/85 mmHg". */
  threshold: string;
}

/** A model's answer, before it is stored. Risks are percentages, unrounded; screens round. */
export interface ModelOutput {
  /** Absolute risk over the model's horizon, in percent. */
  risk?: number;
  /** Body age (heart age), in years. */
  heartAge?: number;
  /** A points score (FINDRISC) and its maximum. */
  score?: number;
  scoreMax?: number;
  /** Metabolic syndrome: each criterion, and whether three or more are met. */
  criteria?: MetabolicCriterion[];
  present?: boolean;
  /** The published band the result falls in, e.g. 'intermediate', 'slightlyElevated'; texts are per model. */
  band: string;
  severity: PredictionSeverity;
  /** Which variant of the model ran, e.g. 'laboratory' or 'bmi' for Framingham general CVD. */
  variant?: string;
  contributions: PredictionContribution[];
}

/** A result as the API answers it: stored (`id`) or computed by the calculator (no `id`). */
export interface PredictionResult extends ModelOutput {
  id?: string;
  modelId: PredictionModelId;
  outcome: PredictionOutcomeKey;
  horizonYears: number | null;
  /** The inputs the model used, and where each came from. */
  inputs: PredictionInputs;
  inputSources: Partial<Record<PredictionInputKey, InputSource>>;
  /** Real age at the time of the result (body age compares with it). */
  age: number;
  computedAt: string;
}

/** `GET /api/user/predict`: every outcome of the catalogue with its latest result or why it has none. */
export interface PredictionOverviewEntry {
  outcome: PredictionOutcomeKey;
  modelId: PredictionModelId | null;
  status: 'result' | 'missingInputs' | 'notApplicable' | 'unavailable';
  result?: PredictionResult;
  /** For `missingInputs`: what the person has not recorded yet. */
  missing?: PredictionInputKey[];
  /** For `notApplicable`: the input outside the equation's range (age, most often), and the range. */
  outOfRange?: { input: PredictionInputKey; min: number; max: number };
  /**
   * For `notApplicable` outside a range: why the equation is not for this person, as a text key
   * (`ai:notApplicable.<reason>`), e.g. 'sex', 'breastCancerHistory', 'race'.
   */
  notApplicableReason?: string;
}

export interface PredictionOverview {
  entries: PredictionOverviewEntry[];
}
