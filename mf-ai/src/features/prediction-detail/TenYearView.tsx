import type { PredictionResult } from 'shared-kernel/isomorphic';
import { ContributionBars } from '../prediction-common/ContributionBars';
import {
  conditionsOf,
  CountedAbsent,
  ModelDisclaimer,
  unansweredConditions,
  useConditionAnswers,
} from '../prediction-common/ModelNotes';
import { SourceBlock } from '../prediction-common/SourceBlock';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { InputsUsed } from './InputsUsed';
import { ResultHeadline } from './ResultHeadline';

/**
 * The `ten-year` view (whatever the model's horizon): the result with any disclaimer its licence asks for, what
 * moved it, the inputs used, the conditions counted as absent because they were not answered, and the source.
 */
export function TenYearView({ result }: { result: PredictionResult }) {
  const { t } = usePredictionText();
  const answers = useConditionAnswers(conditionsOf(result.modelId).length > 0);
  return (
    <>
      <ResultHeadline result={result} />
      <ModelDisclaimer modelId={result.modelId} variant={result.variant} />
      <section aria-label={t(result.modelId === '7' ? 'contributions.bodyAgeTitle' : 'contributions.title')}>
        <h3 className={styles.sectionTitle}>
          {t(result.modelId === '7' ? 'contributions.bodyAgeTitle' : 'contributions.title')}
        </h3>
        <ContributionBars result={result} />
      </section>
      <InputsUsed result={result} />
      {answers ? (
        <CountedAbsent conditions={unansweredConditions(result.modelId, answers, result.inputs.sex)} />
      ) : null}
      <SourceBlock modelId={result.modelId} />
      <p className={styles.hint}>{t('detail.disclaimer')}</p>
    </>
  );
}
