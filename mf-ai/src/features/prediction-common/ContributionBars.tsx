import type { PredictionContribution } from 'shared-kernel/isomorphic';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/**
 * "What moved the number": each input's effect against its reference level, as a sentence and a bar whose
 * length is the effect's size next to the largest one (the sentence is the text equivalent of the bar).
 */
export function ContributionBars({ contributions }: { contributions: readonly PredictionContribution[] }) {
  const { t, inputLabel, inputValue, effect } = usePredictionText();
  const moved = contributions.filter((contribution) => contribution.effect !== 0);
  if (moved.length === 0) return <p className={styles.text}>{t('contributions.none')}</p>;
  const largest = Math.max(...moved.map((contribution) => Math.abs(contribution.effect)));
  return (
    <ul className={styles.list} aria-label={t('contributions.title')}>
      {moved.map((contribution) => (
        <li key={contribution.input}>
          <p className={styles.text}>
            {t('contributions.item', { input: inputLabel(contribution.input), effect: effect(contribution) })}
          </p>
          <p className={styles.hint}>
            {t('contributions.against', {
              value: inputValue(contribution.input, contribution.value),
              reference: inputValue(contribution.input, contribution.reference),
            })}
          </p>
          <div className={styles.track} aria-hidden="true">
            <div
              className={`${styles.fill} ${contribution.effect > 0 ? styles.raises : styles.lowers}`}
              style={{ width: `${(Math.abs(contribution.effect) / largest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
