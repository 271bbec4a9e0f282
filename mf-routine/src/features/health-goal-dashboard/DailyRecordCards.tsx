import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageFor, pageStyles as common } from 'shared-kernel';
import {
  addDays,
  dailyEntryError,
  type DrinkingDetail,
  type HealthGoal,
  type NoSmokingDetail,
} from 'shared-kernel/isomorphic';
import { pendingKeyOf, type DashboardWeek } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';
import { drinkingText, noSmokingText } from '../routine-common/dailyRecordText';
import { formatNumber } from '../routine-common/numbers';
import styles from './dashboard.module.css';

/** No-smoking and drinking cards of a goal that has them: success counts, and the chosen day's record. */
export function DailyRecordCards({
  week,
  goal,
  selected,
  basePath,
}: {
  week: DashboardWeek;
  goal: HealthGoal;
  selected: string;
  basePath: string;
}) {
  const { t } = useTranslation('routine');
  const dayOf = (date: string) => week.days.find((candidate) => candidate.routhLapseDe === date);
  return (
    <>
      {goal.nosmkngAt === 'Y' ? (
        <DailyRecordCard
          title={t('records.noSmoking.title')}
          counts={t('records.noSmoking.success', { count: goal.nosmkngSuccessDayCnt })}
          week={week}
          goal={goal}
          selected={selected}
          path={`${basePath}/no-smoking-record`}
          recordLabel={(date) => t('records.noSmoking.recordDay', { date })}
          statusOn={(date) => {
            const detail = dayOf(date)?.helthGoalNosmkngDtls;
            return detail ? statusOf(week, detail, noSmokingText(t, detail)) : null;
          }}
        />
      ) : null}
      {goal.alchlGoal ? (
        <DailyRecordCard
          title={t('records.drinking.title')}
          counts={
            <>
              {t('records.drinking.success', { count: goal.alchlSuccessDayCnt })}
              {goal.alchlGlassCntAvg > 0
                ? ` · ${t('records.drinking.average', { value: formatNumber(goal.alchlGlassCntAvg) })}`
                : null}
            </>
          }
          week={week}
          goal={goal}
          selected={selected}
          path={`${basePath}/drinking-record`}
          recordLabel={(date) => t('records.drinking.recordDay', { date })}
          statusOn={(date) => {
            const detail = dayOf(date)?.helthGoalAlchlDtls;
            return detail ? statusOf(week, detail, drinkingText(t, detail)) : null;
          }}
        />
      ) : null}
    </>
  );
}

interface RecordStatus {
  text: string;
  entered: boolean;
  pending: boolean;
}

function statusOf(week: DashboardWeek, detail: NoSmokingDetail | DrinkingDetail, text: string): RecordStatus {
  const key =
    'nosmkngExecutDtlsSn' in detail
      ? pendingKeyOf('noSmoking', detail.nosmkngExecutDtlsSn)
      : pendingKeyOf('drinking', detail.alchlExecutDtlsSn);
  const entered = 'nosmkngAt' in detail ? detail.nosmkngAt !== null : detail.alchlAt !== null;
  return { text, entered, pending: week.pendingKeys.has(key) };
}

/**
 * A day's no-smoking or drinking record opens the next day (M1077): the chosen day if it has passed, else an
 * entry for yesterday, and a word that today's opens tomorrow.
 */
function DailyRecordCard({
  title,
  counts,
  week,
  goal,
  selected,
  path,
  recordLabel,
  statusOn,
}: {
  title: string;
  counts: ReactNode;
  week: DashboardWeek;
  goal: HealthGoal;
  selected: string;
  path: string;
  recordLabel: (date: string) => string;
  statusOn: (date: string) => RecordStatus | null;
}) {
  const { t, i18n } = useTranslation('routine');
  const headingId = useId();
  const refusal = dailyEntryError(selected, week.today);
  const yesterday = addDays(week.today, -1);
  const offersYesterday = refusal !== null && yesterday >= goal.goalBeginDe;
  const inGoal = goal.goalBeginDe <= selected && selected <= goal.goalEndDe;

  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {title}
      </h2>
      <p className={styles.counts}>{counts}</p>
      {refusal === null && inGoal ? (
        <DayRecord date={selected} status={statusOn(selected)}>
          <Link className={common.secondary} to={`${path}?date=${selected}`}>
            {statusOn(selected)?.entered ? t('records.edit') : recordLabel(dayLabel(i18n.language, selected))}
          </Link>
        </DayRecord>
      ) : null}
      {refusal !== null ? (
        <p className={common.hint}>
          {selected === week.today ? t('records.todayOpensTomorrow') : messageFor(refusal)}
        </p>
      ) : null}
      {offersYesterday ? (
        <DayRecord date={yesterday} status={statusOn(yesterday)}>
          <Link className={common.secondary} to={`${path}?date=${yesterday}`}>
            {statusOn(yesterday)?.entered ? t('records.editYesterday') : t('records.recordYesterday')}
          </Link>
        </DayRecord>
      ) : null}
    </section>
  );
}

function DayRecord({
  date,
  status,
  children,
}: {
  date: string;
  status: RecordStatus | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('routine');
  return (
    <div className={styles.dayRecord}>
      {status ? (
        <p className={styles.recordStatus}>
          <span className={styles.recordDate}>{dayLabel(i18n.language, date)}</span>
          <span>{status.text}</span>
          {status.pending ? <span className={common.pendingBadge}>{t('records.pending.badge')}</span> : null}
        </p>
      ) : null}
      {children}
    </div>
  );
}
