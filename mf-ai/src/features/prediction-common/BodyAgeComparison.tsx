import type { ReactNode } from 'react';
import { heartAgeTableMax, type PredictionResult } from 'shared-kernel/isomorphic';
import { BandBadge } from './BandBadge';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/**
 * Body age against the real age, with its band and the difference in words; `children` go between that and
 * the note that a body age over 80 stretches the equation past its data.
 */
export function BodyAgeComparison({ result, children }: { result: PredictionResult; children?: ReactNode }) {
  const { t, number, years } = usePredictionText();
  const bodyAge = Math.round(result.heartAge ?? result.age);
  const difference = bodyAge - result.age;
  return (
    <>
      <p className={styles.big}>
        {t('bodyAge.compare', { bodyAge: number(bodyAge, 0), realAge: number(result.age, 0) })}
      </p>
      <div className={styles.row}>
        <BandBadge band={result.band} severity={result.severity} />
        <span className={styles.text}>
          {difference === 0
            ? t('bodyAge.same')
            : t(difference > 0 ? 'bodyAge.older' : 'bodyAge.younger', { years: years(Math.abs(difference)) })}
        </span>
      </div>
      {children}
      {bodyAge > heartAgeTableMax ? <p className={styles.hint}>{t('bodyAge.beyondTable')}</p> : null}
    </>
  );
}
