import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, formatDate } from 'shared-kernel';
import type { LifelogRecord } from 'shared-kernel/isomorphic';
import { formatRecordValue, lifelogStyles, lifelogTypeName, lifelogUnit } from '../lifelog-common';
import styles from './MyHealthPage.module.css';

/** The person's latest records of any type, newest first. */
export function RecentActivity({ records }: { records: readonly LifelogRecord[] }) {
  const { t, i18n } = useTranslation('lifelog');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={lifelogStyles.sectionTitle}>
        {t('my.recentTitle')}
      </h2>
      {records.length === 0 ? (
        <EmptyState title={t('my.emptyTitle')}>{t('my.emptyText')}</EmptyState>
      ) : (
        <ol className={styles.recent}>
          {records.map((record, index) => (
            <li key={record.id ?? index} className={styles.recentItem}>
              <span className={styles.cardName}>{lifelogTypeName(t, record.typeKey)}</span>
              <span>
                {formatRecordValue(record.typeKey, record.values, i18n.language)}{' '}
                {lifelogUnit(t, record.typeKey)}
              </span>
              <time className={styles.date} dateTime={record.effectiveDateTime}>
                {formatDate(record.effectiveDateTime, 'YYYY.MM.DD HH:mm')}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
