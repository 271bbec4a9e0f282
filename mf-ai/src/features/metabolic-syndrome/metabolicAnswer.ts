import { ApiError, userApi } from 'shared-kernel';
import type { PredictionInputKey, PredictionOverviewEntry, PredictionResult } from 'shared-kernel/isomorphic';
import { inputKeysOf } from '../prediction-common/inputPlaces';
import { rememberedOverview } from '../prediction-common/overviewMemory';

/** The metabolic-syndrome state the overlay shows. */
export type MetabolicAnswer =
  | { status: 'result'; result: PredictionResult }
  | { status: 'missingInputs'; missing: PredictionInputKey[] }
  | { status: 'notApplicable'; entry: PredictionOverviewEntry };

function answerOf(entry: PredictionOverviewEntry): MetabolicAnswer {
  if (entry.status === 'result' && entry.result) return { status: 'result', result: entry.result };
  if (entry.status === 'missingInputs') return { status: 'missingInputs', missing: entry.missing ?? [] };
  return { status: 'notApplicable', entry };
}

/** The API's error envelope carries what is missing (`missing`) beside the M-code; ApiError keeps it in `cause`. */
function missingOf(error: ApiError): PredictionInputKey[] {
  const cause: unknown = error.cause;
  if (typeof cause !== 'object' || cause === null || !('response' in cause)) return [];
  const response: unknown = cause.response;
  if (typeof response !== 'object' || response === null || !('data' in response)) return [];
  const data: unknown = response.data;
  if (typeof data !== 'object' || data === null || !('missing' in data)) return [];
  return inputKeysOf(data.missing);
}

/**
 * The metabolic-syndrome entry of the overview the person came from; when the overlay is opened directly,
 * computed on its own (`POST /api/user/predict/metabolic-syndrome`).
 */
export async function loadMetabolicAnswer(): Promise<MetabolicAnswer> {
  const entry = rememberedOverview()?.entries.find((candidate) => candidate.outcome === 'metabolicSyndrome');
  if (entry) return answerOf(entry);
  try {
    const { data } = await userApi.post<PredictionResult>('/api/user/predict/metabolic-syndrome');
    return { status: 'result', result: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.code === 'M1087') {
      return { status: 'missingInputs', missing: missingOf(error) };
    }
    throw error;
  }
}
