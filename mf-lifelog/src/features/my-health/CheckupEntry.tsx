import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lifelogStyles } from '../lifelog-common';
import styles from './MyHealthPage.module.css';

/** The way to the person's health checkup results, which have no tab of their own. */
export function CheckupEntry() {
  const { t } = useTranslation('lifelog');
  const headingId = useId();
  return (
    <section className={`${lifelogStyles.card} ${styles.checkup}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardName}>
        {t('my.checkupTitle')}
      </h2>
      <p className={lifelogStyles.hint}>{t('my.checkupText')}</p>
      <Link className={lifelogStyles.secondary} to="/main/health-checkup">
        {t('my.checkupLink')}
      </Link>
    </section>
  );
}
