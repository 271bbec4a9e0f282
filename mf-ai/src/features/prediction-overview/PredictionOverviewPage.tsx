import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { AreaError, AreaHeading, bus, Loading, useLoad } from 'shared-kernel';
import {
  predictionOutcomeKeys,
  predictionOutcomes,
  type PredictionInputKey,
  type PredictionOverview,
  type PredictionOverviewEntry,
  type PredictionOutcomeKey,
} from 'shared-kernel/isomorphic';
import { MissingInputs } from '../prediction-common/MissingInputs';
import { conditionsOf, useConditionAnswers } from '../prediction-common/ModelNotes';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { BodyAgeCard } from './BodyAgeCard';
import { loadOverview } from '../prediction-common/loadOverview';
import { NoNumberSection } from './NoNumberSection';
import { OutcomeList } from './OutcomeList';

/**
 * `/main/ai-prediction`: body age, then the diseases and cancers, each computed from the person's records.
 * A life-log saved meanwhile (the entry forms open over this page) computes them again.
 */
export function PredictionOverviewPage() {
  const { t } = usePredictionText();
  const { loaded, retry } = useLoad(loadOverview);
  useEffect(() => {
    const subscription = bus.on('lifelog.changed').subscribe(retry);
    return () => subscription.unsubscribe();
  }, [retry]);
  return (
    <div className={styles.page}>
      <AreaHeading>{t('title')}</AreaHeading>
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

/** An outcome that has a number, or will have one once the person gives what it needs. */
const canHaveNumber = (entry: PredictionOverviewEntry) =>
  entry.status === 'result' || entry.status === 'missingInputs';

function Overview({ overview }: { overview: PredictionOverview }) {
  const { t } = usePredictionText();
  const entryOf = (outcome: PredictionOutcomeKey): PredictionOverviewEntry =>
    overview.entries.find((entry) => entry.outcome === outcome) ?? {
      outcome,
      modelId: null,
      status: 'unavailable',
    };
  const entries = predictionOutcomeKeys.map(entryOf);
  const inCategory = (category: 'disease' | 'cancer') =>
    entries.filter(
      (entry) => predictionOutcomes[entry.outcome].category === category && canHaveNumber(entry),
    );
  const diseases = inCategory('disease');
  const cancers = inCategory('cancer');
  const withoutNumber = entries.filter((entry) => entry.outcome !== 'bodyAge' && !canHaveNumber(entry));
  const missing = [...new Set(entries.flatMap((entry) => entry.missing ?? []))];
  const noResultAtAll = !entries.some((entry) => entry.status === 'result');
  // Which conditions a score counted as absent, unanswered: asked once, only when a score's model uses some.
  const answers = useConditionAnswers(
    entries.some((entry) => entry.result && conditionsOf(entry.result.modelId).length > 0),
  );

  return (
    <>
      {missing.length > 0 ? <WhatToGive missing={missing} noResultAtAll={noResultAtAll} /> : null}
      <BodyAgeCard entry={entryOf('bodyAge')} />
      {diseases.length > 0 ? (
        <OutcomeList title={t('overview.diseases')} entries={diseases} answers={answers} />
      ) : null}
      {cancers.length > 0 ? (
        <OutcomeList title={t('overview.cancers')} entries={cancers} answers={answers} />
      ) : null}
      {withoutNumber.length > 0 ? <NoNumberSection entries={withoutNumber} /> : null}
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

/** Everything the predictions still need, once, each with the one place to give it. */
function WhatToGive({
  missing,
  noResultAtAll,
}: {
  missing: readonly PredictionInputKey[];
  noResultAtAll: boolean;
}) {
  const { t } = usePredictionText();
  const titleId = useId();
  const texts = noResultAtAll ? 'overview.noData' : 'overview.unlock';
  return (
    <section className={styles.callout} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t(`${texts}.title`)}
      </h2>
      <p className={styles.text}>{t(`${texts}.text`)}</p>
      <MissingInputs missing={missing} />
    </section>
  );
}
