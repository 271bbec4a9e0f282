// The prediction calls of mf-ai (contract: /api/user/predict...). Kept in this remote, not the kernel, whose
// chunk every page loads at start.
import type {
  PredictionInputs,
  PredictionModelId,
  PredictionOverview,
  PredictionQuestionnaire,
  PredictionResult,
} from 'shared-kernel/isomorphic';
import { userApi } from 'shared-kernel';

/** Computes every model from the person's records (storing only what changed) and answers each outcome's state. */
export async function refreshPredictions(): Promise<PredictionOverview> {
  const { data } = await userApi.post<PredictionOverview>('/api/user/predict');
  return data;
}

/** The latest stored result of a model, or null when it has none yet. */
export async function latestPrediction(modelId: PredictionModelId): Promise<PredictionResult | null> {
  const response = await userApi.get<PredictionResult>(`/api/user/predict/${modelId}`, {
    validateStatus: (status) => status === 200 || status === 404,
  });
  return response.status === 404 ? null : response.data;
}

export interface PredictionHistoryPage {
  total: number;
  results: PredictionResult[];
}

export async function predictionHistory(
  modelId: PredictionModelId,
  page: number,
  rows = 20,
): Promise<PredictionHistoryPage> {
  const { data } = await userApi.get<PredictionHistoryPage>(
    `/api/user/predict/${modelId}/history?page=${page}&rows=${rows}`,
  );
  return data;
}

/** What-if: the model's result for the given inputs; nothing is stored. */
export async function calculatePrediction(
  modelId: PredictionModelId,
  inputs: PredictionInputs,
): Promise<PredictionResult> {
  const { data } = await userApi.post<PredictionResult>(`/api/user/predict/calculate/${modelId}`, inputs);
  return data;
}

export interface StoredQuestionnaire {
  questionnaire: PredictionQuestionnaire;
  updatedAt: string | null;
}

export async function fetchQuestionnaire(): Promise<StoredQuestionnaire> {
  const { data } = await userApi.get<StoredQuestionnaire>('/api/user/predict/questionnaire');
  return data;
}

export async function saveQuestionnaire(
  questionnaire: PredictionQuestionnaire,
): Promise<StoredQuestionnaire> {
  const { data } = await userApi.put<StoredQuestionnaire>('/api/user/predict/questionnaire', questionnaire);
  return data;
}
