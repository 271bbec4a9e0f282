import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HealthContentCard } from 'shared-kernel/isomorphic';
import styles from './healthContent.module.css';
import { contentDetailPath } from './paths';

/**
 * An article card or a video card: its kind, title and summary, opening the item's own screen. Its title is a
 * heading one level under the heading of the list it is in.
 */
export function ContentCard({ content, headingLevel }: { content: HealthContentCard; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('feed');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} lang={content.language}>
      <p className={styles.kind}>{t(`healthContent.kinds.${content.kind}`)}</p>
      <Heading className={styles.title}>
        <Link to={contentDetailPath(content.contentId)}>{content.title}</Link>
      </Heading>
      <p className={styles.summary}>{content.summary}</p>
    </article>
  );
}
