import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lifelogStyles } from '../lifelog-common';
import { CheckupResult } from '../health-checkup/CheckupResult';
import type { Checkup } from '../health-checkup/checkupReport';
import styles from './doctorReport.module.css';

/**
 * The latest checkup's findings, each with its judgement (normal, caution, danger...), as the checkup page shows
 * them; headed by its date.
 */
export function CheckupSection({ checkup }: { checkup: Checkup | null }) {
  const { t } = useTranslation('lifelog');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  if (checkup)
    return (
      <div className={styles.section}>
        <CheckupResult checkup={checkup} headingRef={headingRef} />
      </div>
    );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={lifelogStyles.sectionTitle}>
        {t('doctorReport.checkup.title')}
      </h2>
      <p className={lifelogStyles.hint}>{t('doctorReport.checkup.none')}</p>
    </section>
  );
}
