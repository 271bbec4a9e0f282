import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AreaHeading, LoadFailure, Loading, pageStyles, useHeadingFocus, useLoad } from 'shared-kernel';
import type { HealthContentCard, HealthContentKind } from 'shared-kernel/isomorphic';
import { feedPath } from '../feed-common/paths';
import { ContentCard } from './ContentCard';
import { fetchHealthContentPage } from './healthContentApi';
import styles from './healthContent.module.css';

const rows = 20;

/** `/main/feed/contents` ("contents list", articles) and `/main/feed/movies` ("movie list", videos). */
export function ContentListPage({ kind }: { kind: HealthContentKind }) {
  const { t, i18n } = useTranslation('feed');
  const pageRef = useHeadingFocus<HTMLDivElement>();
  const first = useLoad(() => fetchHealthContentPage(kind, rows), `${kind}-${i18n.language}`);
  const [more, setMore] = useState<{ list: HealthContentCard[]; nextBefore: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const shown =
    first.loaded.state === 'ready' ? [...first.loaded.value.contentList, ...(more?.list ?? [])] : [];
  const nextBefore = more
    ? more.nextBefore
    : first.loaded.state === 'ready'
      ? first.loaded.value.nextBefore
      : null;

  async function loadMore() {
    if (nextBefore === null) return;
    setBusy(true);
    try {
      const page = await fetchHealthContentPage(kind, rows, nextBefore);
      setMore({ list: [...(more?.list ?? []), ...page.contentList], nextBefore: page.nextBefore });
      setMoreError(null);
    } catch (error) {
      setMoreError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={pageRef} className={pageStyles.page}>
      <p>
        <Link to={feedPath}>{t('healthContent.backToFeed')}</Link>
      </p>
      <AreaHeading>{t(`healthContent.lists.${kind}`)}</AreaHeading>
      {first.loaded.state === 'loading' ? <Loading /> : null}
      {first.loaded.state === 'failed' ? (
        <LoadFailure message={first.loaded.message} onRetry={first.retry} />
      ) : null}
      {first.loaded.state === 'ready' && shown.length === 0 ? <p>{t('healthContent.empty')}</p> : null}
      {shown.length > 0 ? (
        <ul className={styles.list} aria-label={t(`healthContent.lists.${kind}`)}>
          {shown.map((content) => (
            <li key={content.contentId}>
              <ContentCard content={content} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
      {moreError ? (
        <p className={pageStyles.error} role="alert">
          {moreError}
        </p>
      ) : null}
      {nextBefore !== null ? (
        <button
          type="button"
          className={pageStyles.secondary}
          disabled={busy}
          onClick={() => void loadMore()}
        >
          {t('feed.more')}
        </button>
      ) : null}
    </div>
  );
}
