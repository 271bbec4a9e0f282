import { Loading, useLoad } from 'shared-kernel';
import {
  predictionHeadlineOf,
  type PredictionInputKey,
  predictionModels,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { LoadFailure } from '../prediction-common/LoadFailure';
import { ModelDisclaimer } from '../prediction-common/ModelNotes';
import { calculatePrediction } from '../prediction-common/predictionApi';
import { comparableValue, comparisonUnit } from '../prediction-common/predictionFormat';
import { SourceLine } from '../prediction-common/SourceBlock';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { referenceInputs } from './referenceInputs';

/** The `standard` view: the person's result next to someone of the same age and sex at the reference levels. */
export function StandardView({ result }: { result: PredictionResult }) {
  const { t, inputLabel, inputValue } = usePredictionText();
  const reference = referenceInputs(result.inputs, predictionModels[result.modelId].referenceProfile);
  const { loaded, retry } = useLoad(
    () => calculatePrediction(result.modelId, reference),
    JSON.stringify([result.modelId, reference]),
  );
  const replaced = (Object.keys(reference) as PredictionInputKey[]).filter(
    (key) => reference[key] !== result.inputs[key],
  );
  return (
    <>
      <p className={styles.text}>{t('standard.lead')}</p>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <Comparison mine={result} theirs={loaded.value} /> : null}
      <ModelDisclaimer modelId={result.modelId} variant={result.variant} />
      <section aria-label={t('standard.levelsTitle')}>
        <h3 className={styles.sectionTitle}>{t('standard.levelsTitle')}</h3>
        {replaced.length === 0 ? (
          <p className={styles.text}>{t('standard.alreadyReference')}</p>
        ) : (
          <ul className={styles.list}>
            {replaced.map((key) => (
              <li key={key} className={styles.text}>
                {t('standard.level', {
                  input: inputLabel(key),
                  reference: inputValue(key, reference[key] as number | boolean | string),
                  mine: inputValue(key, result.inputs[key] as number | boolean | string),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <SourceLine modelId={result.modelId} />
      <p className={styles.hint}>{t('detail.disclaimer')}</p>
    </>
  );
}

function Comparison({ mine, theirs }: { mine: PredictionResult; theirs: PredictionResult }) {
  const { t, headline, amount } = usePredictionText();
  const mineHeadline = predictionHeadlineOf(mine);
  const theirsHeadline = predictionHeadlineOf(theirs);
  const mineValue = comparableValue(mine);
  const theirsValue = comparableValue(theirs);
  if (!mineHeadline || !theirsHeadline || mineValue === null || theirsValue === null) return null;
  const largest = Math.max(mineValue, theirsValue) || 1;
  const bars = [
    { key: 'mine', label: t('standard.mine'), text: headline(mineHeadline), value: mineValue },
    { key: 'theirs', label: t('standard.theirs'), text: headline(theirsHeadline), value: theirsValue },
  ];
  const difference = mineValue - theirsValue;
  const direction = Math.abs(difference) < 0.05 ? 'same' : difference > 0 ? 'higher' : 'lower';
  return (
    <section className={styles.card} aria-label={t('standard.title')}>
      <ul className={styles.list}>
        {bars.map((bar) => (
          <li key={bar.key}>
            <p className={styles.row}>
              <span className={styles.text}>{bar.label}</span>
              <strong>{bar.text}</strong>
            </p>
            <div className={styles.track} aria-hidden="true">
              <div className={styles.fill} style={{ width: `${(bar.value / largest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        {t(`standard.${direction}`, {
          mine: headline(mineHeadline),
          theirs: headline(theirsHeadline),
          difference: amount(difference, comparisonUnit(mine)),
        })}
      </p>
    </section>
  );
}
