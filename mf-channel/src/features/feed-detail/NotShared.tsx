import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageFor, pageStyles } from 'shared-kernel';
import { feedPath } from '../feed-common/paths';

/** A post that is gone or not shared with the person (M0044): says so, with a way back to the feed. */
export function NotShared() {
  const { t } = useTranslation('feed');
  return (
    <section className={pageStyles.card} aria-labelledby="feed-not-shared">
      <h2 id="feed-not-shared" className={pageStyles.sectionTitle}>
        {t('detail.notSharedTitle')}
      </h2>
      <p className={pageStyles.text}>{messageFor('M0044')}</p>
      <Link className={pageStyles.primary} to={feedPath}>
        {t('detail.backToFeed')}
      </Link>
    </section>
  );
}
