import type { PredictionInputKey, PredictionInputs } from 'shared-kernel/isomorphic';

/**
 * The person's own inputs with each input the reference profile names set to its reference level: someone of
 * the same age and sex at the model's normal (or optimal) levels. Only inputs the result used are replaced,
 * so that the same variant of the model runs (a BMI-model result gets no cholesterol added).
 */
export function referenceInputs(
  inputs: PredictionInputs,
  profile: Readonly<PredictionInputs>,
): PredictionInputs {
  const replaced: PredictionInputs = { ...inputs };
  for (const key of Object.keys(profile) as PredictionInputKey[]) {
    if (key in inputs) Object.assign(replaced, { [key]: profile[key] });
  }
  return replaced;
}
