import type { PredictionModelId } from 'shared-kernel/isomorphic';
import { breastCancerGailModel } from './breast-cancer-gail';
import { findriscModel } from './findrisc';
import { framinghamCvdModel } from './framingham-cvd';
import { heartAgeModel } from './heart-age';
import { endStageKidneyModel } from './kfre';
import { metabolicSyndromeModel } from './metabolic-syndrome';
import type { PredictionModel } from './model';
import { plcom2012Model } from './plcom2012';
import { pooledCohortModel } from './pooled-cohort';
import { hipFractureModel, osteoporoticFractureModel } from './qfracture';
import { qKidneyCkdModel } from './qkidney';
import { qthrombosisModel } from './qthrombosis';
import { preventHeartAttackModel, preventStrokeModel } from './prevent';

/** The equation that answers each model id of the kernel's catalogue. */
export type ModelRegistry = Readonly<Record<PredictionModelId, PredictionModel>>;

export const predictionModelRegistry: ModelRegistry = {
  '7': heartAgeModel,
  '10': framinghamCvdModel,
  '11': pooledCohortModel,
  '13': findriscModel,
  '14': preventHeartAttackModel,
  '5': preventStrokeModel,
  'breast-cancer': breastCancerGailModel,
  ckd: qKidneyCkdModel,
  esrd: endStageKidneyModel,
  'lung-cancer': plcom2012Model,
  'metabolic-syndrome': metabolicSyndromeModel,
  vte: qthrombosisModel,
  'osteoporotic-fracture': osteoporoticFractureModel,
  'hip-fracture': hipFractureModel,
};
