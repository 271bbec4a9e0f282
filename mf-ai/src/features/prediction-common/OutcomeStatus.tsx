import { predictionOutcomes, type PredictionOverviewEntry } from 'shared-kernel/isomorphic';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/**
 * Why an outcome has no number for this person: the equation's range, their sex, the reason the equation is
 * not for them (`notApplicable.<reason>`), or no equation at all.
 */
export function NoNumberReason({ entry }: { entry: PredictionOverviewEntry }) {
  const { t, number, inputLabel, inputUnit } = usePredictionText();
  if (entry.status === 'unavailable') {
    return (
      <>
        <p className={styles.text}>{t('overview.unavailable')}</p>
        <details className={styles.disclosure}>
          <summary>{t('overview.whyUnavailable')}</summary>
          <p className={styles.hint}>{t(`unavailable.${entry.outcome}`)}</p>
        </details>
      </>
    );
  }
  if (entry.status !== 'notApplicable') return null;
  const range = entry.outOfRange;
  if (range?.input === 'age') {
    return (
      <p className={styles.text}>
        {t('overview.ageRange', { min: number(range.min, 0), max: number(range.max, 0) })}
      </p>
    );
  }
  if (range) {
    return (
      <p className={styles.text}>
        {t('overview.inputRange', {
          input: inputLabel(range.input),
          min: number(range.min, 0),
          max: number(range.max, 0),
          unit: inputUnit(range.input),
        })}
      </p>
    );
  }
  const outcome = predictionOutcomes[entry.outcome];
  const onlyFor = 'sexes' in outcome && outcome.sexes.length === 1 ? outcome.sexes[0] : undefined;
  const reason = entry.notApplicableReason;
  if (onlyFor && (reason === undefined || reason === 'sex')) {
    return <p className={styles.text}>{t(`overview.onlyFor.${onlyFor}`)}</p>;
  }
  return (
    <p className={styles.text}>
      {reason
        ? t(`notApplicable.${reason}`, { defaultValue: t('overview.notApplicable') })
        : t('overview.notApplicable')}
    </p>
  );
}
