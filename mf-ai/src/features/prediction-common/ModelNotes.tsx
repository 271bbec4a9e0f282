import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLoad } from 'shared-kernel';
import {
  disclaimerOf,
  predictionModels,
  type ConditionAnswers,
  type ConditionInputKey,
  type PredictionModelId,
  type PredictionModelInfo,
  type Sex,
} from 'shared-kernel/isomorphic';
import { womenOnly } from '../questionnaire/questions';
import { fetchQuestionnaire } from './predictionApi';
import { predictionPaths } from './predictionPaths';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/** A model's catalogue entry, read through the interface (the entries are literals, each with its own fields). */
function infoOf(modelId: PredictionModelId): PredictionModelInfo {
  return predictionModels[modelId] as PredictionModelInfo;
}

/** The yes/no conditions and medicines the model uses, which count as absent when not answered. */
export function conditionsOf(modelId: PredictionModelId): readonly ConditionInputKey[] {
  return infoOf(modelId).conditions ?? [];
}

/**
 * The model's conditions the questionnaire has no answer to (yes or no): the model counted them as absent. A man
 * is not asked the women's medicines (the pill, tamoxifen), and no equation reads them for him.
 */
export function unansweredConditions(
  modelId: PredictionModelId,
  answers: ConditionAnswers,
  sex: Sex | undefined,
): ConditionInputKey[] {
  return conditionsOf(modelId).filter(
    (condition) =>
      typeof answers[condition] !== 'boolean' && (sex !== 'male' || !womenOnly.includes(condition)),
  );
}

/**
 * The questionnaire's answers, loaded only when `needed` (a shown result's model uses conditions); null while
 * loading, when not needed, or when they cannot be loaded (the screens then leave the list out rather than guess).
 */
export function useConditionAnswers(needed: boolean): ConditionAnswers | null {
  const { loaded } = useLoad(
    () =>
      needed
        ? fetchQuestionnaire().then(
            (stored) => stored.questionnaire,
            () => null,
          )
        : Promise.resolve(null),
    String(needed),
  );
  return loaded.state === 'ready' ? loaded.value : null;
}

/**
 * The text the equation's licence asks to show beside each of its scores (ClinRisk's, localized), or nothing.
 * `folded` keeps it behind a disclosure right beside the score, as the licence allows ("displayed or otherwise
 * made easily accessible, e.g. by a prominent link alongside it"): for the overview's list of scores.
 */
export function ModelDisclaimer({
  modelId,
  variant,
  folded = false,
}: {
  modelId: PredictionModelId;
  /** The variant that answered: some models need the disclaimer for one variant only. */
  variant: string | undefined;
  folded?: boolean;
}) {
  const { t } = usePredictionText();
  const disclaimer = disclaimerOf(modelId, variant);
  if (!disclaimer) return null;
  const text = t(`disclaimer.${disclaimer}`);
  if (folded) {
    return (
      <details className={styles.disclosure}>
        <summary>{t(`disclaimer.${disclaimer}Title`)}</summary>
        <p className={styles.hint}>{text}</p>
      </details>
    );
  }
  return (
    <p className={styles.hint} role="note">
      {text}
    </p>
  );
}

/**
 * The conditions the model counted as absent because they were not answered ("counted as absent: COPD, …"),
 * with a link to the questionnaire at the first of them; `ticked` says it of the calculator's unticked boxes.
 */
export function CountedAbsent({
  conditions,
  calculator = false,
}: {
  conditions: readonly ConditionInputKey[];
  calculator?: boolean;
}) {
  const { t, inputLabel } = usePredictionText();
  const textId = useId();
  const [first] = conditions;
  if (!first) return null;
  const names = conditions.map(inputLabel).join(', ');
  return (
    <div className={styles.countedAbsent}>
      <p id={textId} className={styles.hint}>
        {t(calculator ? 'conditions.unticked' : 'conditions.countedAbsent', { conditions: names })}
      </p>
      {calculator ? null : (
        <Link className={styles.link} to={predictionPaths.question(first)} aria-describedby={textId}>
          {t('conditions.answer')}
        </Link>
      )}
    </div>
  );
}

/** For a list of scores: how many of the model's conditions were not answered and so counted as absent. */
export function CountedAbsentCount({ conditions }: { conditions: readonly ConditionInputKey[] }) {
  const { t, number } = usePredictionText();
  if (conditions.length === 0) return null;
  return (
    <p className={styles.hint}>
      {t('conditions.countedAbsentCount', { count: conditions.length, value: number(conditions.length, 0) })}
    </p>
  );
}
