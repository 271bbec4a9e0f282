import type { PredictionOverview } from 'shared-kernel/isomorphic';
import { refreshPredictions } from './predictionApi';
import { rememberOverview } from './overviewMemory';

/** Computes every prediction from the person's records, and keeps the answer for the overlays opened from it. */
export async function loadOverview(): Promise<PredictionOverview> {
  const overview = await refreshPredictions();
  rememberOverview(overview);
  return overview;
}
