import { useSearchParams } from 'react-router-dom';
import { EmptyState, formatDate, Loading, PageHeader } from 'shared-kernel';
import {
  disclaimerOf,
  predictionHeadlineOf,
  type PredictionModelId,
  predictionModelIdOf,
  predictionModels,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { BandBadge } from '../prediction-common/BandBadge';
import { LoadFailure } from '../prediction-common/LoadFailure';
import { ModelDisclaimer } from '../prediction-common/ModelNotes';
import { comparableValue, comparisonUnit } from '../prediction-common/predictionFormat';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { usePredictionHistory } from './usePredictionHistory';

/** `/main/ai-prediction/history?model=<id>`: a model's past results, newest first, with each change. */
export function PredictionHistoryPage() {
  const { t, outcomeName } = usePredictionText();
  const [params] = useSearchParams();
  const modelId = predictionModelIdOf(params.get('model') ?? '');
  const title = modelId
    ? t('history.titleOf', { outcome: outcomeName(predictionModels[modelId].outcome) })
    : t('history.title');
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {modelId ? <History modelId={modelId} /> : <EmptyState title={t('detail.unknownModel')} />}
    </div>
  );
}

function History({ modelId }: { modelId: PredictionModelId }) {
  const { t } = usePredictionText();
  const { history, loadMore, retry } = usePredictionHistory(modelId);
  if (history.state === 'loading') return <Loading />;
  if (history.state === 'failed') return <LoadFailure message={history.message} onRetry={retry} />;
  if (history.results.length === 0) {
    return (
      <EmptyState title={t('history.empty.title')}>
        <p>{t('history.empty.text')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.hint}>
        {t('history.count', { shown: history.results.length, total: history.total })}
      </p>
      <ModelDisclaimer
        modelId={modelId}
        variant={history.results
          .map((result) => result.variant)
          .find((variant) => disclaimerOf(modelId, variant))}
      />
      <ol className={styles.list}>
        {history.results.map((result, index) => (
          <HistoryRow
            key={result.id ?? result.computedAt}
            result={result}
            previous={history.results[index + 1]}
            first={index === history.total - 1}
          />
        ))}
      </ol>
      {history.moreFailed ? (
        <p className={styles.hint} role="alert">
          {history.moreFailed}
        </p>
      ) : null}
      {history.results.length < history.total ? (
        <button type="button" className={styles.secondary} onClick={loadMore} disabled={history.loadingMore}>
          {t('history.more')}
        </button>
      ) : null}
    </>
  );
}

function HistoryRow({
  result,
  previous,
  first,
}: {
  result: PredictionResult;
  previous: PredictionResult | undefined;
  first: boolean;
}) {
  const { headline } = usePredictionText();
  const value = predictionHeadlineOf(result);
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <time className={styles.hint} dateTime={result.computedAt}>
          {formatDate(result.computedAt)}
        </time>
        {value ? <strong className={styles.text}>{headline(value)}</strong> : null}
        <BandBadge band={result.band} severity={result.severity} />
      </div>
      <Change result={result} previous={previous} first={first} />
    </li>
  );
}

/** The change from the result before, in words. */
function Change({
  result,
  previous,
  first,
}: {
  result: PredictionResult;
  previous: PredictionResult | undefined;
  first: boolean;
}) {
  const { t, amount } = usePredictionText();
  if (first) return <p className={styles.hint}>{t('history.first')}</p>;
  if (!previous) return null;
  const now = comparableValue(result);
  const before = comparableValue(previous);
  if (now === null || before === null) return null;
  const difference = now - before;
  const unit = comparisonUnit(result);
  const direction =
    Math.abs(difference) < (unit === 'percentPoints' || unit === 'years' ? 0.05 : 0.5)
      ? 'same'
      : difference > 0
        ? 'up'
        : 'down';
  return (
    <p className={styles.text}>{t(`history.change.${direction}`, { amount: amount(difference, unit) })}</p>
  );
}
