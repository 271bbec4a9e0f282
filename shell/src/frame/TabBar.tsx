import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { activeTabOf, mainTabs } from './main-areas';
import styles from './bars.module.css';

/** The /main bottom tabs; the tab of the area shown is marked, also on its pages without a tab (the checkup). */
export function TabBar() {
  const { t } = useTranslation('shell');
  const active = activeTabOf(useLocation().pathname);
  return (
    <nav className={styles.tabBar} aria-label={t('mainNav')}>
      <ul className={styles.tabList}>
        {mainTabs.map((tab) => (
          <li key={tab.path} className={styles.tabItem}>
            <Link
              to={tab.path}
              className={tab === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
              aria-current={tab === active ? 'page' : undefined}
            >
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
