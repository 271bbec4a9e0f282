// bmicomt: the sentence of the recommended goal, written by the API for the spec's clients from the same texts
// the app shows (locales `routine:recommendation.<bmicomtKey>`), so that both read alike in every language.
import type { RecommendedGoal } from 'shared-kernel/isomorphic';
import { loadNamespace, textIn, type Language } from 'locales';

/** `goal` with its `bmicomt` written in `language` from its `bmicomtKey`. */
export async function withRecommendationText(
  goal: RecommendedGoal,
  language: Language,
): Promise<RecommendedGoal> {
  if (goal.bmicomtKey === null || goal.bmiVal === null) return goal;
  const texts = await loadNamespace(language, 'routine');
  const bmicomt = textIn(texts, `recommendation.${goal.bmicomtKey}`, {
    bmi: goal.bmiVal.toFixed(1),
    waist: goal.beforeVal ?? '',
  });
  return { ...goal, bmicomt: bmicomt ?? null };
}
