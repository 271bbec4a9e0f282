import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PredictionOverviewEntry, PredictionResult } from 'shared-kernel/isomorphic';
import { BodyAgeComparison } from '../prediction-common/BodyAgeComparison';
import { ContributionsLead, shownContributions } from '../prediction-common/ContributionBars';
import { MissingInputsMessage } from '../prediction-common/MissingInputs';
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
        <MissingInputsMessage modelId="7" missing={entry.missing ?? []} />
      ) : null}
      <NoNumberReason entry={entry} />
      {entry.status === 'result' ? null : <p className={styles.hint}>{t('overview.bodyAgeAbout')}</p>}
    </section>
  );
}

/**
 * The body age against the real age and why they differ: each factor's share of the gap (the API's shares add up
 * to it), those that make the body older and those that make it younger, with what they are measured against.
 */
function BodyAge({ result }: { result: PredictionResult }) {
  const { t, effect, inputLabel } = usePredictionText();
  const shares = shownContributions(result.contributions);
  return (
    <>
      <BodyAgeComparison result={result} />
      <h3 className={styles.text}>{t('contributions.bodyAgeTitle')}</h3>
      <ContributionsLead result={result} />
      {shares.length > 0 ? (
        <ul className={styles.list}>
          {shares.map((contribution) => (
            <li key={contribution.input} className={styles.text}>
              {t('contributions.item', {
                input: inputLabel(contribution.input),
                effect: effect(contribution),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.text}>{t('contributions.bodyAgeNone')}</p>
      )}
      <SourceLine modelId="7" />
      <Link className={styles.link} to={predictionPaths.detail('7')}>
        {t('bodyAge.detail')}
      </Link>
    </>
  );
}
