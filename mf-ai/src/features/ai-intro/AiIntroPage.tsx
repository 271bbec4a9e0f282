import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading, PageHeader, session, useLoad } from 'shared-kernel';
import {
  genderCodes,
  modelOfOutcome,
  predictionModelIds,
  predictionModels,
  predictionOutcomeKeys,
  type PredictionModelId,
} from 'shared-kernel/isomorphic';
import { fetchQuestionnaire, type StoredQuestionnaire } from '../prediction-common/predictionApi';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { answersOf } from '../questionnaire/questions';
import { isMissing, stepPath, stepsFor } from '../questionnaire/steps';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import introStyles from './AiIntroPage.module.css';

/** Outcomes the catalogue offers no open validated equation for: the app shows no number for them. */
const outcomesWithoutNumber = predictionOutcomeKeys.filter((outcome) => modelOfOutcome(outcome) === null);

/**
 * `/ai/intro`: what the predictions are and are not, what the questionnaire still lacks (with one link to its
 * first step that does), the equations behind them and where their inputs come from.
 */
export function AiIntroPage() {
  const { t } = useTranslation('ai');
  const { outcomeName } = usePredictionText();
  const { loaded } = useLoad(fetchQuestionnaire);
  return (
    <>
      <PageHeader title={t('intro.title')} />
      <div className={styles.page}>
        <section className={styles.callout} aria-labelledby="ai-intro-what">
          <h2 id="ai-intro-what" className={styles.sectionTitle}>
            {t('intro.whatTitle')}
          </h2>
          <p className={styles.text}>{t('intro.what')}</p>
        </section>
        <section className={styles.callout} aria-labelledby="ai-intro-not">
          <h2 id="ai-intro-not" className={styles.sectionTitle}>
            {t('intro.notTitle')}
          </h2>
          <p className={styles.text}>{t('intro.not')}</p>
        </section>

        <section aria-labelledby="ai-intro-missing">
          <h2 id="ai-intro-missing" className={styles.sectionTitle}>
            {t('intro.missingTitle')}
          </h2>
          {loaded.state === 'loading' ? <Loading /> : null}
          {loaded.state === 'ready' ? <MissingSteps stored={loaded.value} /> : null}
          {loaded.state === 'failed' ? (
            <Link className={`${styles.primary} ${introStyles.wide}`} to={predictionPaths.questionnaire}>
              {t('intro.startQuestionnaire')}
            </Link>
          ) : null}
        </section>

        <div className={styles.actions}>
          <Link className={`${styles.secondary} ${introStyles.wide}`} to={predictionPaths.overview}>
            {t('intro.toPredictions')}
          </Link>
        </div>

        <section aria-labelledby="ai-intro-models">
          <h2 id="ai-intro-models" className={styles.sectionTitle}>
            {t('intro.modelsTitle')}
          </h2>
          <ul className={styles.list}>
            {predictionModelIds.map((modelId) => (
              <li key={modelId}>
                <ModelCard modelId={modelId} />
              </li>
            ))}
          </ul>
        </section>

        {outcomesWithoutNumber.length > 0 ? (
          <section aria-labelledby="ai-intro-no-number">
            <h2 id="ai-intro-no-number" className={styles.sectionTitle}>
              {t('intro.noNumberTitle')}
            </h2>
            <p className={styles.text}>{t('intro.noNumber')}</p>
            <ul className={introStyles.names}>
              {outcomesWithoutNumber.map((outcome) => (
                <li key={outcome}>{outcomeName(outcome)}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="ai-intro-inputs">
          <h2 id="ai-intro-inputs" className={styles.sectionTitle}>
            {t('intro.inputsTitle')}
          </h2>
          <ul className={introStyles.bullets}>
            <li>{t('intro.inputsProfile')}</li>
            <li>{t('intro.inputsRecords')}</li>
            <li>{t('intro.inputsCheckup')}</li>
            <li>
              {t('intro.inputsQuestionnaire')}{' '}
              <Link className={styles.link} to={predictionPaths.questionnaire}>
                {t('intro.toQuestionnaire')}
              </Link>
            </li>
          </ul>
          <p className={styles.text}>{t('intro.inputsMissing')}</p>
        </section>
      </div>
    </>
  );
}

/**
 * The questionnaire's steps that still lack an answer some prediction cannot run without, each with the
 * predictions it unlocks, and one link to the first of them.
 */
function MissingSteps({ stored }: { stored: StoredQuestionnaire }) {
  const { t } = useTranslation('ai');
  const { outcomeName } = usePredictionText();
  const answers = answersOf(stored.questionnaire);
  const missing = stepsFor(session.snapshot().userInfo?.userGenderCode === genderCodes.female).filter(
    (step) => isMissing(step, answers),
  );
  const first = missing[0];
  if (!first) return <p className={styles.text}>{t('intro.allAnswered')}</p>;
  return (
    <>
      <p className={styles.text}>{t('intro.missingLead')}</p>
      <ul className={introStyles.bullets}>
        {missing.map((step) => (
          <li key={step.key}>
            <strong>{t(`questionnaire.sections.${step.key}`)}</strong>
            <br />
            <span className={styles.hint}>
              {t('intro.missingUnlocks', {
                models: step.unlocks.map((id) => outcomeName(predictionModels[id].outcome)).join(', '),
              })}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link className={`${styles.primary} ${introStyles.wide}`} to={stepPath(first)}>
          {t('intro.startQuestionnaire')}
        </Link>
      </div>
    </>
  );
}

/** One equation: the outcome it predicts, its name, horizon, valid ages, population and source. */
function ModelCard({ modelId }: { modelId: PredictionModelId }) {
  const { t } = useTranslation('ai');
  const { t: tAi, number, outcomeName, modelSource } = usePredictionText();
  const model = predictionModels[modelId];
  const { equation, citation } = modelSource(modelId);
  const rows: [string, string][] = [
    [t('intro.equation'), equation],
    [
      t('intro.horizon'),
      model.horizonYears === null
        ? t('intro.horizonNone')
        : t('intro.horizonYears', { years: number(model.horizonYears, 0) }),
    ],
    [
      t('intro.ages'),
      t('intro.agesRange', { min: number(model.ages.min, 0), max: number(model.ages.max, 0) }),
    ],
    [t('intro.population'), tAi(`population.${modelId}`)],
    [t('intro.source'), citation],
  ];
  return (
    <article className={styles.card} aria-label={outcomeName(model.outcome)}>
      <h3 className={introStyles.modelTitle}>{outcomeName(model.outcome)}</h3>
      <dl className={introStyles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.hint}>{term}</dt>
            <dd className={introStyles.fact}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
