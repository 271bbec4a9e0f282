import type { PredictionResult } from 'shared-kernel/isomorphic';
import { ContributionBars } from '../prediction-common/ContributionBars';
import { SourceBlock } from '../prediction-common/SourceBlock';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { InputsUsed } from './InputsUsed';
import { ResultHeadline } from './ResultHeadline';

/** The `ten-year` view: the result, what moved it, the inputs used and the source. */
export function TenYearView({ result }: { result: PredictionResult }) {
  const { t } = usePredictionText();
  return (
    <>
      <ResultHeadline result={result} />
      <section aria-label={t('contributions.title')}>
        <h3 className={styles.sectionTitle}>{t('contributions.title')}</h3>
        <p className={styles.hint}>{t('contributions.explain')}</p>
        <ContributionBars contributions={result.contributions} />
      </section>
      <InputsUsed result={result} />
      <SourceBlock modelId={result.modelId} />
      <p className={styles.hint}>{t('detail.disclaimer')}</p>
    </>
  );
}
