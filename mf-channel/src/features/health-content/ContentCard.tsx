import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HealthContentCard } from 'shared-kernel/isomorphic';
import styles from './healthContent.module.css';
import { contentDetailPath } from './paths';

/** An article card or a video card: its kind, title and summary, opening the item's own screen. */
export function ContentCard({ content }: { content: HealthContentCard }) {
  const { t } = useTranslation('feed');
  return (
    <article className={styles.card} lang={content.language}>
      <p className={styles.kind}>{t(`healthContent.kinds.${content.kind}`)}</p>
      <h3 className={styles.title}>
        <Link to={contentDetailPath(content.contentId)}>{content.title}</Link>
      </h3>
      <p className={styles.summary}>{content.summary}</p>
    </article>
  );
}
