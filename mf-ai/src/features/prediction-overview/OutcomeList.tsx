import { predictionHeadlineOf } from 'shared-kernel/isomorphic';
import { Link } from 'react-router-dom';
import type { ConditionAnswers, PredictionOverviewEntry, PredictionResult } from 'shared-kernel/isomorphic';
import { BandBadge } from '../prediction-common/BandBadge';
import { MissingInputsMessage } from '../prediction-common/MissingInputs';
import { CountedAbsentCount, ModelDisclaimer, unansweredConditions } from '../prediction-common/ModelNotes';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';

/**
 * One category's outcomes (diseases or cancers) that have a number or can have one: each with its number, or
 * what it still needs (the overview's list above links to where each is given). Beside a number: how many of
 * its model's conditions were not answered and so counted as absent, and the disclaimer its licence asks for.
 */
export function OutcomeList({
  title,
  entries,
  answers,
}: {
  title: string;
  entries: readonly PredictionOverviewEntry[];
  /** The questionnaire's answers to the conditions, when loaded (for a score whose model uses some). */
  answers: ConditionAnswers | null;
}) {
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.outcome} className={styles.outcomeItem}>
            {entry.status === 'result' && entry.result ? (
              <>
                <Link className={styles.card} to={resultPath(entry.result)}>
                  <OutcomeResult result={entry.result} />
                </Link>
                {answers ? (
                  <CountedAbsentCount
                    conditions={unansweredConditions(entry.result.modelId, answers, entry.result.inputs.sex)}
                  />
                ) : null}
                <ModelDisclaimer modelId={entry.result.modelId} variant={entry.result.variant} folded />
              </>
            ) : (
              <div className={styles.card}>
                <OutcomeWithoutResult entry={entry} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function resultPath(result: PredictionResult): string {
  return result.modelId === 'metabolic-syndrome'
    ? predictionPaths.metabolic
    : predictionPaths.detail(result.modelId);
}

function OutcomeResult({ result }: { result: PredictionResult }) {
  const { t, outcomeName, headline, horizon, risk } = usePredictionText();
  const value = predictionHeadlineOf(result);
  return (
    <>
      <h3 className={styles.text}>{outcomeName(result.outcome)}</h3>
      <span className={styles.row}>
        {value ? <strong>{headline(value)}</strong> : null}
        {value?.kind === 'score' && value.risk !== undefined ? (
          <span>{t('common.about', { value: risk(value.risk) })}</span>
        ) : null}
        {result.horizonYears !== null ? <span>{horizon(result.horizonYears)}</span> : null}
        <BandBadge band={result.band} severity={result.severity} />
      </span>
    </>
  );
}

function OutcomeWithoutResult({ entry }: { entry: PredictionOverviewEntry }) {
  const { outcomeName } = usePredictionText();
  return (
    <>
      <h3 className={styles.text}>{outcomeName(entry.outcome)}</h3>
      {entry.modelId ? <MissingInputsMessage modelId={entry.modelId} missing={entry.missing ?? []} /> : null}
    </>
  );
}
