import { useId } from 'react';
import { Link } from 'react-router-dom';
import { messageFor } from 'shared-kernel';
import {
  heartAgeTableMax,
  type PredictionOverviewEntry,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { BandBadge } from '../prediction-common/BandBadge';
import { MissingInputs } from '../prediction-common/MissingInputs';
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
          <MissingInputs missing={entry.missing ?? []} />
        </>
      ) : null}
      <NoNumberReason entry={entry} />
      {entry.status === 'result' ? null : <p className={styles.hint}>{t('overview.bodyAgeAbout')}</p>}
    </section>
  );
}

function BodyAge({ result }: { result: PredictionResult }) {
  const { t, number, years, effect, inputLabel } = usePredictionText();
  const heartAge = Math.round(result.heartAge ?? result.age);
  const difference = heartAge - result.age;
  const raising = result.contributions.filter((contribution) => contribution.effect > 0);
  return (
    <>
      <p className={styles.big}>
        {t('bodyAge.compare', { bodyAge: number(heartAge, 0), realAge: number(result.age, 0) })}
      </p>
      <div className={styles.row}>
        <BandBadge band={result.band} severity={result.severity} />
        <span className={styles.text}>
          {difference === 0
            ? t('bodyAge.same')
            : t(difference > 0 ? 'bodyAge.older' : 'bodyAge.younger', { years: years(Math.abs(difference)) })}
        </span>
      </div>
      {heartAge > heartAgeTableMax ? <p className={styles.hint}>{t('bodyAge.beyondTable')}</p> : null}
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
