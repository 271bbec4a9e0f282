import { Link, useSearchParams } from 'react-router-dom';
import { useId } from 'react';
import { EmptyState, Loading, messageFor, Sheet, useLoad, type OverlayProps } from 'shared-kernel';
import {
  predictionModelIdOf,
  predictionModels,
  type PredictionModelId,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { latestPrediction } from '../prediction-common/predictionApi';
import { predictionPaths, type DetailVariant } from '../prediction-common/predictionPaths';
import { sharePrediction } from '../prediction-common/predictionShare';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { LoadFailure } from '../prediction-common/LoadFailure';
import { calculatorModelIds } from '../what-if-calculator/calculatorInputs';
import { StandardView } from './StandardView';
import { TenYearView } from './TenYearView';

/** Overlay `detail` (`?model=<id>&variant=ten-year|standard`): one model's latest result, explained. */
export function PredictionDetailOverlay({ onClose }: OverlayProps) {
  const { t, outcomeName } = usePredictionText();
  const [params] = useSearchParams();
  const modelId = predictionModelIdOf(params.get('model') ?? '');
  const variant: DetailVariant = params.get('variant') === 'standard' ? 'standard' : 'ten-year';
  return (
    <Sheet
      title={modelId ? outcomeName(predictionModels[modelId].outcome) : t('detail.title')}
      onClose={onClose}
    >
      <div className={styles.body}>
        {modelId ? (
          <Detail modelId={modelId} variant={variant} />
        ) : (
          <EmptyState title={t('detail.unknownModel')} />
        )}
      </div>
    </Sheet>
  );
}

function Detail({ modelId, variant }: { modelId: PredictionModelId; variant: DetailVariant }) {
  const { t } = usePredictionText();
  const { loaded, retry } = useLoad(() => latestPrediction(modelId), modelId);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  const result = loaded.value;
  return (
    <>
      {!result ? (
        <EmptyState title={t('detail.noResult.title')}>
          <p>{t('detail.noResult.text')}</p>
          <Link className={styles.link} to={predictionPaths.overview}>
            {t('detail.noResult.action')}
          </Link>
        </EmptyState>
      ) : null}
      {result && variant === 'ten-year' ? <TenYearView result={result} /> : null}
      {result && variant === 'standard' ? <StandardView result={result} /> : null}
      <DetailActions modelId={modelId} variant={variant} result={result} />
    </>
  );
}

function DetailActions({
  modelId,
  variant,
  result,
}: {
  modelId: PredictionModelId;
  variant: DetailVariant;
  result: PredictionResult | null;
}) {
  const { t } = usePredictionText();
  const noResultId = useId();
  return (
    <nav className={styles.actions} aria-label={t('detail.actions')}>
      {result ? (
        <Link
          className={styles.secondary}
          to={predictionPaths.detail(modelId, variant === 'standard' ? 'ten-year' : 'standard')}
          replace
        >
          {t(variant === 'standard' ? 'detail.showTenYear' : 'detail.showStandard')}
        </Link>
      ) : null}
      <Link className={styles.secondary} to={predictionPaths.history(modelId)}>
        {t('detail.history')}
      </Link>
      {calculatorModelIds.some((id) => id === modelId) ? (
        <Link className={styles.secondary} to={predictionPaths.calculator(modelId)}>
          {t('detail.calculator')}
        </Link>
      ) : null}
      <button
        type="button"
        className={styles.primary}
        disabled={!result}
        aria-describedby={result ? undefined : noResultId}
        onClick={() => result && sharePrediction(result)}
      >
        {t('detail.share')}
      </button>
      {/* Spec 8: without a result there is nothing to share (M0152), said beside the button it disables. */}
      {result ? null : (
        <p id={noResultId} className={styles.hint}>
          {messageFor('M0152')}
        </p>
      )}
    </nav>
  );
}
