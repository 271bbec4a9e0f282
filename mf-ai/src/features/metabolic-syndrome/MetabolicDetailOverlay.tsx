import { Link } from 'react-router-dom';
import { Loading, Sheet, useLoad, type OverlayProps } from 'shared-kernel';
import {
  guideIndexCodes,
  type MetabolicCriterion,
  type PredictionResult,
  type Sex,
} from 'shared-kernel/isomorphic';
import { LoadFailure } from '../prediction-common/LoadFailure';
import { MissingInputs, MissingInputsMessage } from '../prediction-common/MissingInputs';
import { NoNumberReason } from '../prediction-common/OutcomeStatus';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { SourceBlock } from '../prediction-common/SourceBlock';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { loadMetabolicAnswer } from './metabolicAnswer';
import badges from './MetabolicDetailOverlay.module.css';

/** The index guide (mf-lifelog's `idxGuidePopup`) of each criterion's measurement. */
const guideOf: Record<MetabolicCriterion['key'], string> = {
  waist: guideIndexCodes.waistCircumference,
  triglyceride: guideIndexCodes.triglyceride,
  hdlCholesterol: guideIndexCodes.hdlCholesterol,
  bloodPressure: guideIndexCodes.sbp,
  fastingGlucose: guideIndexCodes.fastingBloodSugar,
};

/** Overlay `MetabolicDivisionDetail`: the five NCEP ATP III criteria, each met or not with the person's value. */
export function MetabolicDetailOverlay({ onClose }: OverlayProps) {
  const { t, outcomeName } = usePredictionText();
  const { loaded, retry } = useLoad(loadMetabolicAnswer);
  return (
    <Sheet title={outcomeName('metabolicSyndrome')} onClose={onClose}>
      <div className={styles.body}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' && loaded.value.status === 'result' ? (
          <Criteria result={loaded.value.result} />
        ) : null}
        {loaded.state === 'ready' && loaded.value.status === 'missingInputs' ? (
          <>
            <MissingInputsMessage modelId="metabolic-syndrome" missing={loaded.value.missing} />
            <MissingInputs missing={loaded.value.missing} />
          </>
        ) : null}
        {loaded.state === 'ready' && loaded.value.status === 'notApplicable' ? (
          <NoNumberReason entry={loaded.value.entry} />
        ) : null}
        <p className={styles.hint}>{t('metabolic.definition')}</p>
        <SourceBlock modelId="metabolic-syndrome" />
        <p className={styles.hint}>{t('detail.disclaimer')}</p>
      </div>
    </Sheet>
  );
}

function Criteria({ result }: { result: PredictionResult }) {
  const { t, number } = usePredictionText();
  const criteria = result.criteria ?? [];
  const met = criteria.filter((criterion) => criterion.met).length;
  return (
    <>
      <section className={styles.card} aria-label={t('metabolic.verdictTitle')}>
        <p className={styles.big}>
          {t('common.criteriaValue', { met: number(met, 0), total: number(criteria.length, 0) })}
        </p>
        <p className={styles.text}>{t(result.present ? 'metabolic.present' : 'metabolic.absent')}</p>
      </section>
      <ul className={styles.list} aria-label={t('metabolic.criteriaTitle')}>
        {criteria.map((criterion) => (
          <Criterion key={criterion.key} criterion={criterion} sex={result.inputs.sex} />
        ))}
      </ul>
    </>
  );
}

function Criterion({ criterion, sex }: { criterion: MetabolicCriterion; sex: Sex | undefined }) {
  const { t } = usePredictionText();
  const name = t(`metabolic.criteria.${criterion.key}`);
  const value = useCriterionValue(criterion);
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <span aria-hidden="true" className={criterion.met ? badges.metIcon : badges.notMetIcon}>
          {criterion.met ? '●' : '○'}
        </span>
        <h3 className={styles.text}>{name}</h3>
        <span className={`${badges.badge} ${criterion.met ? badges.met : badges.notMet}`}>
          {t(criterion.met ? 'metabolic.met' : 'metabolic.notMet')}
        </span>
      </div>
      <p className={styles.text}>
        {value ? t('metabolic.yourValue', { value }) : t('metabolic.notRecorded')}
      </p>
      <p className={styles.hint}>
        {t(sex ? `metabolic.thresholdFor.${sex}` : 'metabolic.threshold', { threshold: criterion.threshold })}
      </p>
      {criterion.treated ? <p className={styles.text}>{t(`metabolic.treated.${criterion.key}`)}</p> : null}
      <Link className={styles.link} to={predictionPaths.indexGuide(guideOf[criterion.key])}>
        {t('metabolic.guide', { name })}
      </Link>
    </li>
  );
}

/** The person's value(s) of a criterion with the unit; blood pressure as systolic/diastolic. */
function useCriterionValue(criterion: MetabolicCriterion): string | null {
  const { inputValue, inputUnit, number } = usePredictionText();
  const [first, second] = criterion.values;
  if (first === undefined) return null;
  if (criterion.key === 'bloodPressure') {
    return second === undefined
      ? inputValue('systolicBp', first)
      : `${number(first, 0)}/${number(second, 0)} ${inputUnit('systolicBp')}`;
  }
  return inputValue(criterion.key, first);
}
