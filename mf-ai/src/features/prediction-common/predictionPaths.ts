import {
  lifelogTypeParam,
  type GlucoseMeasurementTimeCode,
  type ManualLifelogTypeKey,
  type PredictionModelId,
} from 'shared-kernel/isomorphic';
import type { FieldKey } from '../questionnaire/questions';

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
  /** The health checkup results (mf-lifelog): eGFR is worked out from a checkup's serum creatinine. */
  checkup: '/main/health-checkup',
  /** The questionnaire, scrolled to one question (which it focuses). */
  question: (field: FieldKey) => `/ai/paper-weight?question=${encodeURIComponent(field)}`,
  /**
   * mf-lifelog's entry form of one life-log type (its `lifeLogForm` overlay, which opens over any page), over
   * the predictions, with the glucose measurement time the prediction asks for chosen: saving there announces
   * `lifelog.changed`, on which the overview computes again.
   */
  recordForm: (typeKey: ManualLifelogTypeKey, measurementTime?: GlucoseMeasurementTimeCode) =>
    `/main/ai-prediction/lifeLogForm?${new URLSearchParams({
      lifelogTypeCode: lifelogTypeParam(typeKey),
      ...(measurementTime ? { measurementTime } : {}),
    })}`,
} as const;
