import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { RoutineDay } from 'shared-kernel/isomorphic';
import common from '../routine-common/routine.module.css';
import styles from './dashboard.module.css';

const knownStatuses = ['0001', '0002', '0003', '0004'];

/** The day's doses (`helthTkmdPlanList`, filled by the medication plans), shown only when there are any. */
export function MedicinesCard({ day, isToday }: { day: RoutineDay | undefined; isToday: boolean }) {
  const { t } = useTranslation('routine');
  const headingId = useId();
  const doses = day?.helthTkmdPlanList ?? [];
  if (doses.length === 0) return null;
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {isToday ? t('dashboard.medicines.today') : t('dashboard.medicines.ofDay')}
      </h2>
      <ul className={styles.doses}>
        {doses.map((dose) => (
          <li key={dose.tkmdDtlsSn} className={styles.dose}>
            <span className={styles.doseName}>{dose.tkmdNm}</span>
            <span className={common.hint}>
              <time dateTime={dose.tkmdPlanDt}>{formatDate(dose.tkmdPlanDt, 'HH:mm')}</time>
              {knownStatuses.includes(dose.tkmdSttusCode)
                ? ` · ${t(`dashboard.medicines.status.${dose.tkmdSttusCode}`)}`
                : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
