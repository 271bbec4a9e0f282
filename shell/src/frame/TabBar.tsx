import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { mainTabs } from './main-areas';
import styles from './frame.module.css';

export function TabBar() {
  const { t } = useTranslation('shell');
  return (
    <nav className={styles.tabBar} aria-label={t('mainNav')}>
      <ul className={styles.tabList}>
        {mainTabs.map((tab) => (
          <li key={tab.path} className={styles.tabItem}>
            <NavLink
              to={tab.path}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
