import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AreaHeading, LoadFailure, Loading, pageStyles, useHeadingFocus, useLoad } from 'shared-kernel';
import { HtmlCard } from '../activity-cards/HtmlCard';
import { feedPath } from '../feed-common/paths';
import { fetchHealthContent } from './healthContentApi';
import styles from './healthContent.module.css';
import { counselingPath } from './paths';

const serial = (text: string | undefined) => (text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null);

/**
 * `/main/feed/contents/:contentId`: one article ("simple HTML", sanitized by the API and again here) with a way to
 * talk it over with the AI chat, or one video, opened on its host.
 */
export function ContentDetailPage() {
  const { t, i18n } = useTranslation('feed');
  const pageRef = useHeadingFocus<HTMLDivElement>();
  const contentId = serial(useParams().contentId);
  const content = useLoad(
    () =>
      contentId === null
        ? Promise.reject(new Error(t('healthContent.notFound')))
        : fetchHealthContent(contentId),
    `${contentId}-${i18n.language}`,
  );
  return (
    <div ref={pageRef} className={pageStyles.page}>
      <p>
        <Link to={feedPath}>{t('healthContent.backToFeed')}</Link>
      </p>
      {content.loaded.state === 'loading' ? <Loading /> : null}
      {content.loaded.state === 'failed' ? (
        <LoadFailure message={content.loaded.message} onRetry={content.retry} />
      ) : null}
      {content.loaded.state === 'ready' ? (
        <article lang={content.loaded.value.language}>
          <AreaHeading>{content.loaded.value.title}</AreaHeading>
          <p className={styles.summary}>{content.loaded.value.summary}</p>
          {content.loaded.value.bodyHtml !== null ? <HtmlCard html={content.loaded.value.bodyHtml} /> : null}
          {content.loaded.value.videoUrl !== null ? (
            <p>
              <a
                className={pageStyles.primary}
                href={content.loaded.value.videoUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('healthContent.watchVideo')}
              </a>
            </p>
          ) : null}
          <p className={styles.source}>
            {t('healthContent.source', { source: content.loaded.value.source })}
          </p>
          {content.loaded.value.kind === 'article' ? (
            <p>
              <Link className={pageStyles.secondary} to={counselingPath(content.loaded.value.title)}>
                {t('healthContent.counseling')}
              </Link>
            </p>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
