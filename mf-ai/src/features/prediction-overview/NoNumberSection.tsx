import { useId } from 'react';
import type { PredictionOverviewEntry } from 'shared-kernel/isomorphic';
import { NoNumberReason } from '../prediction-common/OutcomeStatus';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';

/**
 * Every outcome without a number, under one calm explanation instead of a card each: those not for this person
 * (sex, age, an answer), each with its reason, and those with no verified equation, named together with what
 * would change that and their reasons behind one disclosure.
 */
export function NoNumberSection({ entries }: { entries: readonly PredictionOverviewEntry[] }) {
  const { t, outcomeName } = usePredictionText();
  const titleId = useId();
  const notForThem = entries.filter((entry) => entry.status === 'notApplicable');
  const noEquation = entries.filter((entry) => entry.status === 'unavailable');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('overview.noNumber.title')}
      </h2>
      <p className={styles.text}>{t('overview.noNumber.lead')}</p>
      {notForThem.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('overview.noNumber.notForYou')}</h3>
          <ul className={styles.list}>
            {notForThem.map((entry) => (
              <li key={entry.outcome}>
                <strong className={styles.text}>{outcomeName(entry.outcome)}</strong>
                <NoNumberReason entry={entry} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {noEquation.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('overview.noNumber.noEquation')}</h3>
          <p className={styles.text}>{noEquation.map((entry) => outcomeName(entry.outcome)).join(', ')}</p>
          <p className={styles.hint}>{t('overview.noNumber.noEquationUnlock')}</p>
          <details className={styles.disclosure}>
            <summary>{t('overview.noNumber.reasons')}</summary>
            <dl className={styles.list}>
              {noEquation.map((entry) => (
                <div key={entry.outcome}>
                  <dt className={styles.text}>
                    <strong>{outcomeName(entry.outcome)}</strong>
                  </dt>
                  <dd className={styles.hint}>{t(`unavailable.${entry.outcome}`)}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      ) : null}
    </section>
  );
}
