import {
  bloodPressureMeanDays,
  type PredictionInputKey,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';

/**
 * Each input the model used, with its value, unit and where it came from ("checkup 2026.09.14", "mean of 3
 * readings"), and the rule by which blood pressure is a mean when it is one.
 */
export function InputsUsed({ result }: { result: PredictionResult }) {
  const { t, inputLabel, inputValue, source } = usePredictionText();
  const used = Object.entries(result.inputs) as [PredictionInputKey, number | boolean | string][];
  return (
    <section aria-label={t('detail.inputsTitle')}>
      <h3 className={styles.sectionTitle}>{t('detail.inputsTitle')}</h3>
      <dl className={styles.list}>
        {used.map(([input, value]) => (
          <div key={input} className={styles.row}>
            <dt className={styles.text}>{inputLabel(input)}</dt>
            <dd className={styles.text}>
              <strong>{inputValue(input, value)}</strong>{' '}
              <span className={styles.hint}>({source(result.inputSources[input])})</span>
            </dd>
          </div>
        ))}
      </dl>
      {Object.values(result.inputSources).some((found) => found.mean) ? (
        <p className={styles.hint}>{t('detail.bloodPressureMean', { days: bloodPressureMeanDays })}</p>
      ) : null}
    </section>
  );
}
