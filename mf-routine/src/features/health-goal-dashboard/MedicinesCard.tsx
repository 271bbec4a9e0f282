import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { medicineNameIn, type RoutineDay } from 'shared-kernel/isomorphic';
import { pageStyles as common } from 'shared-kernel';
import { pendingKeyOf, type DashboardWeek } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';
import { doseTime, shownDoseStatus } from '../routine-common/doseStatus';
import styles from './dashboard.module.css';

/**
 * The chosen day's doses (`helthTkmdPlanList`, filled by the medication plans) with their time and status, shown
 * only when there are any, each medicine named in the person's language (issue 35.20); today's and earlier days' open `taking-medication-record` to tick them.
 */
export function MedicinesCard({
  week,
  day,
  selected,
  basePath,
}: {
  week: DashboardWeek;
  day: RoutineDay | undefined;
  selected: string;
  basePath: string;
}) {
  const { t, i18n } = useTranslation('routine');
  const headingId = useId();
  const doses = day?.helthTkmdPlanList ?? [];
  if (doses.length === 0) return null;
  const isToday = selected === week.today;
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {isToday ? t('dashboard.medicines.today') : t('dashboard.medicines.ofDay')}
      </h2>
      <ul className={styles.doses}>
        {doses.map((dose) => {
          const status = shownDoseStatus(dose, week.today);
          return (
            <li key={dose.tkmdDtlsSn} className={styles.dose}>
              <span className={styles.doseName}>{medicineNameIn(i18n.language, dose)}</span>
              <span className={styles.doseState}>
                <time dateTime={dose.tkmdPlanDt}>{doseTime(dose)}</time>
                {status ? ` · ${t(`dashboard.medicines.status.${status}`)}` : null}
                {week.pendingKeys.has(pendingKeyOf('dose', dose.tkmdDtlsSn)) ? (
                  <span className={common.pendingBadge}>{t('records.pending.badge')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {selected <= week.today ? (
        <Link className={common.secondary} to={`${basePath}/taking-medication-record?date=${selected}`}>
          {isToday
            ? t('dashboard.medicines.record')
            : t('dashboard.medicines.recordDay', { date: dayLabel(i18n.language, selected) })}
        </Link>
      ) : null}
    </section>
  );
}
