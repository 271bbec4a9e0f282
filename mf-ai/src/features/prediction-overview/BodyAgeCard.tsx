import { useId } from 'react';
import { Link } from 'react-router-dom';
import { messageFor } from 'shared-kernel';
import type { PredictionOverviewEntry, PredictionResult } from 'shared-kernel/isomorphic';
import { BodyAgeComparison } from '../prediction-common/BodyAgeComparison';
import { NeededInputs } from '../prediction-common/MissingInputs';
import { NoNumberReason } from '../prediction-common/OutcomeStatus';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { SourceLine } from '../prediction-common/SourceBlock';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';

/** Body age (Framingham heart age) against the real age, or why there is none. */
export function BodyAgeCard({ entry }: { entry: PredictionOverviewEntry }) {
  const { t, outcomeName } = usePredictionText();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {outcomeName('bodyAge')}
      </h2>
      {entry.status === 'result' && entry.result ? <BodyAge result={entry.result} /> : null}
      {entry.status === 'missingInputs' ? (
        <>
          <p className={styles.text}>{messageFor('M0002')}</p>
          <NeededInputs missing={entry.missing ?? []} />
        </>
      ) : null}
      <NoNumberReason entry={entry} />
      {entry.status === 'result' ? null : <p className={styles.hint}>{t('overview.bodyAgeAbout')}</p>}
    </section>
  );
}

function BodyAge({ result }: { result: PredictionResult }) {
  const { t, effect, inputLabel } = usePredictionText();
  const raising = result.contributions.filter((contribution) => contribution.effect > 0);
  return (
    <>
      <BodyAgeComparison result={result} />
      {raising.length > 0 ? (
        <>
          <h3 className={styles.text}>{t('bodyAge.raisedBy')}</h3>
          <ul className={styles.list}>
            {raising.map((contribution) => (
              <li key={contribution.input} className={styles.text}>
                {t('contributions.item', {
                  input: inputLabel(contribution.input),
                  effect: effect(contribution),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <SourceLine modelId="7" />
      <Link className={styles.link} to={predictionPaths.detail('7')}>
        {t('bodyAge.detail')}
      </Link>
    </>
  );
}
