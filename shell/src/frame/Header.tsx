import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathIsUnder } from 'shared-kernel';
import { mainTitles } from './main-areas';
import { NotificationBell } from './NotificationBell';
import styles from './frame.module.css';

function titleKey(pathname: string): string {
  const match = Object.keys(mainTitles).find((path) => pathIsUnder(pathname, path));
  return match ? mainTitles[match]! : 'appName';
}

export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t(titleKey(pathname))}</h1>
      <nav className={styles.headerActions} aria-label={t('headerNav')}>
        <NotificationBell />
        <Link className={styles.headerLink} to="/user/myChn/setting">
          {t('settings')}
        </Link>
      </nav>
    </header>
  );
}
