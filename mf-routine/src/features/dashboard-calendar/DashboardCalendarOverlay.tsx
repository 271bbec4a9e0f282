import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Loading,
  Sheet,
  useLoad,
  pageStyles as common,
  weekdayCodesFromMonday,
  weekdayName,
  LoadFailure,
} from 'shared-kernel';
import { weekdayCodeOf, type RoutineDay } from 'shared-kernel/isomorphic';
import type { DashboardOverlayProps } from '../routine-common/dashboard';
import { dayLabel, dayLabelWithWeekday, dayOfMonth, monthLabel } from '../routine-common/dates';
import { exerciseStatus } from '../routine-common/exerciseStatus';
import { exerciseSummary } from '../routine-common/exerciseText';
import { loadDashboard } from '../routine-common/routineApi';
import { dayMark, monthEnd, monthGrid, monthStart, shiftMonth, statusCounts, statusOrder } from './monthDays';
import styles from './dashboardCalendar.module.css';

/** The mark of each status: a shape as well as a colour, so that it reads without colour too. */
export const statusSymbols = { done: '●', missed: '✕', postponed: '↻', planned: '○' } as const;

/** `dashboard-calendar`: a month of the routine (one `dashboard2` for the month), each day marked. */
export function DashboardCalendarOverlay({ week, onClose }: DashboardOverlayProps) {
  const { t, i18n } = useTranslation('routine');
  const [month, setMonth] = useState(() => monthStart(week.today));
  const [chosen, setChosen] = useState<string | null>(week.today);
  const { loaded, retry } = useLoad(() => loadDashboard(month, monthEnd(month)), month);
  const go = (by: number) => {
    setMonth((current) => shiftMonth(current, by));
    setChosen(null);
  };

  return (
    <Sheet title={t('calendar.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        <div className={styles.monthBar}>
          <button
            type="button"
            className={common.iconButton}
            aria-label={t('calendar.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h3 className={styles.month} aria-live="polite">
            {monthLabel(i18n.language, month)}
          </h3>
          <button
            type="button"
            className={common.iconButton}
            aria-label={t('calendar.next')}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' ? (
          <Month
            month={month}
            today={week.today}
            days={loaded.value.routhLapseList}
            chosen={chosen}
            onChoose={setChosen}
          />
        ) : null}
        <Legend />
      </div>
    </Sheet>
  );
}

function Month({
  month,
  today,
  days,
  chosen,
  onChoose,
}: {
  month: string;
  today: string;
  days: readonly RoutineDay[];
  chosen: string | null;
  onChoose: (day: string) => void;
}) {
  const { t, i18n } = useTranslation('routine');
  const dayOf = (date: string) => days.find((day) => day.routhLapseDe === date);
  const nameOf = (date: string) => {
    const counts = statusCounts(dayOf(date), today);
    const parts = statusOrder.flatMap((status) =>
      counts[status] > 0 ? [t(`calendar.counts.${status}`, { count: counts[status] })] : [],
    );
    return [dayLabel(i18n.language, date), ...(parts.length ? parts : [t('calendar.nothing')])].join(', ');
  };
  const chosenDay = chosen ? dayOf(chosen) : undefined;

  return (
    <>
      <table className={styles.grid}>
        <thead>
          <tr>
            {weekdayCodesFromMonday.map((code) => (
              <th key={code} scope="col" abbr={weekdayName(code, i18n.language, 'long')}>
                {weekdayName(code, i18n.language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((row, index) => (
            <tr key={index}>
              {row.map((date, column) =>
                date ? (
                  <td key={date}>
                    <DayButton
                      date={date}
                      name={nameOf(date)}
                      mark={dayMark(statusCounts(dayOf(date), today))}
                      today={date === today}
                      chosen={date === chosen}
                      onChoose={onChoose}
                    />
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {chosen ? (
        <section className={styles.chosen} aria-live="polite">
          <h4 className={styles.chosenTitle}>{dayLabelWithWeekday(i18n.language, chosen)}</h4>
          {chosenDay && chosenDay.helthGoalExrciseDtlsList.length > 0 ? (
            <ul className={styles.chosenList}>
              {chosenDay.helthGoalExrciseDtlsList.map((detail) => {
                const status = exerciseStatus(detail, today);
                return (
                  <li key={detail.exrciseExecutDtlsSn} className={styles.chosenItem}>
                    <span className={styles.symbol} data-status={status} aria-hidden="true">
                      {statusSymbols[status]}
                    </span>
                    <span>
                      <strong>{detail.exrciseItemNm}</strong> · {exerciseSummary(t, detail)}
                    </span>
                    <span className={common.badge}>{t(`calendar.status.${status}`)}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={common.hint}>{t('calendar.nothingThatDay')}</p>
          )}
        </section>
      ) : null}
    </>
  );
}

function DayButton({
  date,
  name,
  mark,
  today,
  chosen,
  onChoose,
}: {
  date: string;
  name: string;
  mark: keyof typeof statusSymbols | null;
  today: boolean;
  chosen: boolean;
  onChoose: (day: string) => void;
}) {
  return (
    <button
      type="button"
      className={styles.day}
      // The name starts with the day number shown, so speech input can say it (WCAG 2.5.3).
      aria-label={`${dayOfMonth(date)}, ${name}`}
      aria-pressed={chosen}
      aria-current={today ? 'date' : undefined}
      data-weekday={weekdayCodeOf(date)}
      onClick={() => onChoose(date)}
    >
      <span className={styles.dayNumber}>{dayOfMonth(date)}</span>
      <span className={styles.symbol} data-status={mark ?? undefined} aria-hidden="true">
        {mark ? statusSymbols[mark] : ''}
      </span>
    </button>
  );
}

function Legend() {
  const { t } = useTranslation('routine');
  return (
    <ul className={styles.legend} aria-label={t('calendar.legend')}>
      {statusOrder.map((status) => (
        <li key={status} className={styles.legendItem}>
          <span className={styles.symbol} data-status={status} aria-hidden="true">
            {statusSymbols[status]}
          </span>
          {t(`calendar.status.${status}`)}
        </li>
      ))}
    </ul>
  );
}
