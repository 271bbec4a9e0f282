import { Link } from 'react-router-dom';
import { AreaError, EmptyState, Loading, useLoad } from 'shared-kernel';
import {
  predictionOutcomeKeys,
  predictionOutcomes,
  type PredictionInputKey,
  type PredictionOutcomeKey,
  type PredictionOverview,
  type PredictionOverviewEntry,
} from 'shared-kernel/isomorphic';
import { questionnaireInputs } from '../prediction-common/inputPlaces';
import { MissingInputs } from '../prediction-common/MissingInputs';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { BodyAgeCard } from './BodyAgeCard';
import { loadOverview } from './loadOverview';
import { OutcomeList } from './OutcomeList';

/** `/main/ai-prediction`: body age, then the diseases and cancers, each computed from the person's records. */
export function PredictionOverviewPage() {
  const { t } = usePredictionText();
  const { loaded, retry } = useLoad(loadOverview);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('title')}</h1>
      </header>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? (
        <>
          <AreaError error={new Error(loaded.message)} onRetry={retry} />
          <p className={styles.hint}>{loaded.message}</p>
        </>
      ) : null}
      {loaded.state === 'ready' ? <Overview overview={loaded.value} /> : null}
    </div>
  );
}

function Overview({ overview }: { overview: PredictionOverview }) {
  const { t } = usePredictionText();
  const entryOf = (outcome: PredictionOutcomeKey): PredictionOverviewEntry =>
    overview.entries.find((entry) => entry.outcome === outcome) ?? {
      outcome,
      modelId: null,
      status: 'unavailable',
    };
  const inCategory = (category: 'disease' | 'cancer') =>
    predictionOutcomeKeys.filter((outcome) => predictionOutcomes[outcome].category === category).map(entryOf);
  const missing = [...new Set(overview.entries.flatMap((entry) => entry.missing ?? []))];
  const noResultAtAll = !overview.entries.some((entry) => entry.status === 'result');

  return (
    <>
      {noResultAtAll ? <NotEnoughData missing={missing} /> : null}
      {missing.some((input) => questionnaireInputs.includes(input)) ? <QuestionnaireCallout /> : null}
      <BodyAgeCard entry={entryOf('bodyAge')} />
      <OutcomeList title={t('overview.diseases')} entries={inCategory('disease')} />
      <OutcomeList title={t('overview.cancers')} entries={inCategory('cancer')} />
      <nav className={styles.actions} aria-label={t('overview.more')}>
        <Link className={styles.secondary} to={predictionPaths.calculator()}>
          {t('overview.calculator')}
        </Link>
        <Link className={styles.secondary} to={predictionPaths.chat}>
          {t('overview.chat')}
        </Link>
        <Link className={styles.secondary} to={predictionPaths.intro}>
          {t('overview.intro')}
        </Link>
      </nav>
    </>
  );
}

function NotEnoughData({ missing }: { missing: readonly PredictionInputKey[] }) {
  const { t } = usePredictionText();
  return (
    <EmptyState title={t('overview.noData.title')}>
      <p>{t('overview.noData.text')}</p>
      <MissingInputs missing={missing} />
    </EmptyState>
  );
}

function QuestionnaireCallout() {
  const { t } = usePredictionText();
  return (
    <aside className={styles.callout} aria-label={t('overview.questionnaire.title')}>
      <h2 className={styles.sectionTitle}>{t('overview.questionnaire.title')}</h2>
      <p className={styles.text}>{t('overview.questionnaire.text')}</p>
      <Link className={styles.primary} to={predictionPaths.questionnaire}>
        {t('overview.questionnaire.action')}
      </Link>
    </aside>
  );
}
