import { loadNamespace, type Language, type TextTree } from 'locales';
import {
  predictionRefusal,
  type MissingInputsWhere,
  type PredictionModelId,
  type PredictionNoResult,
  type PredictionTextOf,
} from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';

/** The `ai` namespace's texts of a language as the kernel's refusals read them; a key it lacks reads as itself. */
export async function predictionTextsIn(language: Language): Promise<PredictionTextOf> {
  const tree = await loadNamespace(language, 'ai');
  return (key, params = {}) => {
    let node: string | TextTree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
  };
}

/**
 * 422 for a model that gives no number, in the request's language: what it lacks and where to give it (M0002 for
 * body age, M1087 for metabolic syndrome, M1160 for the others, with `missing`), why the equation is not for the
 * person (M1161, e.g. PLCOm2012 for a never-smoker), or the range of the input it was not derived for (M1162),
 * each naming the prediction.
 */
export async function noResultError(
  modelId: PredictionModelId,
  noResult: PredictionNoResult,
  where: MissingInputsWhere,
  language: Language,
): Promise<ApiError> {
  const refusal = predictionRefusal(modelId, noResult, where, await predictionTextsIn(language));
  return new ApiError(422, refusal.code, {
    texts: refusal.texts,
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(refusal.params ? { params: refusal.params } : {}),
    ...(refusal.missing ? { missing: refusal.missing } : {}),
  });
}
