import { requestChannelShare } from 'shared-kernel';
import {
  feedActivityCodes,
  predictionModels,
  predictionOutcomes,
  type ActivityReference,
  type PredictionResult,
} from 'shared-kernel/isomorphic';

type PredictionActCode = Extract<ActivityReference, { predictionModel: string }>['actCode'];

/** The feed's activity code of a model's kind: body age 0006, a cancer 0007, a disease 0008. */
const actCodeOfCategory = {
  bodyAge: feedActivityCodes.aiBodyAge,
  cancer: feedActivityCodes.aiCancer,
  disease: feedActivityCodes.aiDisease,
} as const satisfies Record<string, PredictionActCode>;

/**
 * Asks the shell to open the channel share for this result (the channel remote is never imported). A result the
 * API has not stored under an id is named by its model alone: the server shares that model's latest result.
 */
export function sharePrediction(result: PredictionResult): void {
  const { category } = predictionOutcomes[predictionModels[result.modelId].outcome];
  requestChannelShare({
    actCode: actCodeOfCategory[category],
    predictionModel: result.modelId,
    predictionId: result.id ?? null,
  });
}
