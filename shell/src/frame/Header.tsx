import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathIsUnder, useDocumentTitle } from 'shared-kernel';
import { mainTitles } from './main-areas';
import { NotificationBell } from './NotificationBell';
import { PendingCount } from './PendingCount';
import styles from './bars.module.css';

function titleKey(pathname: string): string | null {
  const match = Object.keys(mainTitles).find((path) => pathIsUnder(pathname, path));
  return match ? mainTitles[match]! : null;
}

/**
 * The /main frame's top bar: the area's title (also the browser tab's), how many entries wait to be sent, the
 * bell and the settings link.
 */
export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const key = titleKey(pathname);
  const title = key ? t(key) : null;
  useDocumentTitle(title);
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title ?? t('appName')}</h1>
      <nav className={styles.headerActions} aria-label={t('headerNav')}>
        <PendingCount />
        <NotificationBell />
        <Link className={styles.headerLink} to="/user/myChn/setting">
          {t('settings')}
        </Link>
      </nav>
    </header>
  );
}
