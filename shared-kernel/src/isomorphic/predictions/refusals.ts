import type { MCode } from '../mcodes';
import { predictionModels, type PredictionModelId } from './catalogue';
import { inputPlaceOf, type InputPlace, type PredictionInputKey } from './inputs';

/** Why a model gives a person no number (the model's answer other than a result). */
export type PredictionNoResult =
  | { status: 'missingInputs'; missing: PredictionInputKey[] }
  | { status: 'outOfRange'; input: PredictionInputKey; min: number; max: number }
  | { status: 'notApplicable'; input: PredictionInputKey; reason: string };

/**
 * A text of the `ai` namespace in the reader's language, placeholders filled: i18next's `t` in a screen, the
 * loaded namespace in the API.
 */
export type PredictionTextOf = (key: string, params?: Record<string, string>) => string;

/**
 * A refusal as its M-code and the words of its message: the prediction's name, and what it lacks with where to
 * give it, or why the equation is not for the person, or the range of the input it was not derived for. Each
 * model's message names its own outcome, so no model's refusal reads as another's.
 */
export interface PredictionRefusal {
  code: MCode;
  /** The input at fault (out of range, or ruling the person out), by its key. */
  field?: PredictionInputKey;
  params?: { min: number; max: number };
  texts: Record<string, string>;
  missing?: PredictionInputKey[];
}

/**
 * Where a missing input is given: the person's own records (by the place each input comes from), or the what-if
 * calculator's form, where every input is typed.
 */
export type MissingInputsWhere = 'records' | 'calculator';

/**
 * The missing inputs grouped by where each is given, in the order first met ("total cholesterol, HDL cholesterol
 * (record them in your health records); statin use (answer it in the health questionnaire)").
 */
export function missingInputsText(
  missing: readonly PredictionInputKey[],
  where: MissingInputsWhere,
  text: PredictionTextOf,
): string {
  const groups = new Map<InputPlace | 'calculator', PredictionInputKey[]>();
  for (const input of new Set(missing)) {
    const place = where === 'calculator' ? 'calculator' : inputPlaceOf(input);
    groups.set(place, [...(groups.get(place) ?? []), input]);
  }
  return [...groups]
    .map(([place, inputs]) =>
      text('refusal.group', {
        place: text(`refusal.places.${place}`),
        inputs: inputs.map((input) => text(`inputs.${input}`)).join(', '),
      }),
    )
    .join('; ');
}

/** The refusal of `modelId` for a person it gives no number, in the words `text` gives. */
export function predictionRefusal(
  modelId: PredictionModelId,
  noResult: PredictionNoResult,
  where: MissingInputsWhere,
  text: PredictionTextOf,
): PredictionRefusal {
  const info = predictionModels[modelId];
  const outcome = text(`outcomes.${info.outcome}`);
  switch (noResult.status) {
    case 'missingInputs':
      return {
        code: info.missingInputsCode,
        missing: noResult.missing,
        texts: { outcome, inputs: missingInputsText(noResult.missing, where, text) },
      };
    case 'notApplicable':
      return {
        code: 'M1161',
        field: noResult.input,
        texts: { outcome, reason: text(`notApplicable.${noResult.reason}`) },
      };
    case 'outOfRange':
      return {
        code: 'M1162',
        field: noResult.input,
        params: { min: noResult.min, max: noResult.max },
        texts: { outcome, input: text(`inputs.${noResult.input}`), unit: text(`units.${noResult.input}`) },
      };
  }
}
