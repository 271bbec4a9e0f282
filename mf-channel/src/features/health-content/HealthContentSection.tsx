import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure, useLoad } from 'shared-kernel';
import { ContentCard } from './ContentCard';
import { fetchHealthContentPage } from './healthContentApi';
import styles from './healthContent.module.css';
import { contentListPaths } from './paths';

const newestShown = 3;

/** The newest health articles and videos at the top of everyone's feed, with the ways to the whole lists. */
export function HealthContentSection() {
  const { t, i18n } = useTranslation('feed');
  const newest = useLoad(() => fetchHealthContentPage(null, newestShown), i18n.language);
  if (newest.loaded.state === 'failed')
    return <LoadFailure message={newest.loaded.message} onRetry={newest.retry} />;
  if (newest.loaded.state !== 'ready' || newest.loaded.value.contentList.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('healthContent.title')}>
      <h2 className={styles.sectionTitle}>{t('healthContent.title')}</h2>
      <ul className={styles.list}>
        {newest.loaded.value.contentList.map((content) => (
          <li key={content.contentId}>
            <ContentCard content={content} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <Link to={contentListPaths.article}>{t('healthContent.allArticles')}</Link>
        <Link to={contentListPaths.video}>{t('healthContent.allVideos')}</Link>
      </p>
    </section>
  );
}
