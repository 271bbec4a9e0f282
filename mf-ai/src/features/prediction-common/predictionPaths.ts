import type { PredictionModelId } from 'shared-kernel/isomorphic';

/** The detail overlay's two views: the risk itself, or the risk next to the model's reference levels. */
export type DetailVariant = 'ten-year' | 'standard';

/** Where the prediction screens send a person (the routes of the spec, section 2). */
export const predictionPaths = {
  overview: '/main/ai-prediction',
  detail: (modelId: PredictionModelId, variant: DetailVariant = 'ten-year') =>
    `/main/ai-prediction/detail?model=${encodeURIComponent(modelId)}&variant=${variant}`,
  history: (modelId: PredictionModelId) => `/main/ai-prediction/history?model=${encodeURIComponent(modelId)}`,
  calculator: (modelId?: PredictionModelId) =>
    modelId
      ? `/main/ai-prediction/calculator?model=${encodeURIComponent(modelId)}`
      : '/main/ai-prediction/calculator',
  metabolic: '/main/ai-prediction/MetabolicDivisionDetail',
  indexGuide: (idxCode: string) => `/main/ai-prediction/idxGuidePopup?idxCode=${encodeURIComponent(idxCode)}`,
  chat: '/main/ai-prediction/aiChat',
  intro: '/ai/intro',
  questionnaire: '/ai/paper-weight',
  /** The life-log page, where measurements are recorded. */
  records: '/main/my',
} as const;
