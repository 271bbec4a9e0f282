import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiStyles } from 'shared-kernel';

/** Drawn inside a remote's own area when it cannot be loaded or mounted. */
export function RemoteFallback({
  remoteName,
  onRetry,
}: {
  remoteName: string;
  onRetry: () => Promise<void>;
}) {
  const { t } = useTranslation('shell');
  const [retrying, setRetrying] = useState(false);
  return (
    <section className={uiStyles.areaError} role="alert" data-remote-fallback={remoteName}>
      <h2 className={uiStyles.emptyTitle}>{t('remoteFallback.title')}</h2>
      <p className={uiStyles.emptyText}>{t('remoteFallback.text')}</p>
      <button
        type="button"
        className={uiStyles.button}
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        {t('remoteFallback.retry')}
      </button>
    </section>
  );
}
