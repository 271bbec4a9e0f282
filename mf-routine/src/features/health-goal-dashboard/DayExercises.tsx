import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageStyles as common, requestChannelShare } from 'shared-kernel';
import type { ExerciseDetail, HealthGoal, RoutineDay } from 'shared-kernel/isomorphic';
import { pendingKeyOf, type DashboardActions, type DashboardWeek } from '../routine-common/dashboard';
import { dayLabelWithWeekday } from '../routine-common/dates';
import { isDayComplete, isHandRecorded } from '../routine-common/exerciseStatus';
import { exerciseSummary } from '../routine-common/exerciseText';
import styles from './dashboard.module.css';

/** The chosen day's exercises, each with a check and (today or later) a postponement; a share of the day's achievement
 * into family channels once all are done. */
export function DayExercises({
  week,
  goal,
  day,
  date,
  actions,
  basePath,
}: {
  week: DashboardWeek;
  goal: HealthGoal;
  day: RoutineDay | undefined;
  date: string;
  actions: DashboardActions;
  basePath: string;
}) {
  const { t, i18n } = useTranslation('routine');
  const headingId = useId();
  const doneId = useId();
  const isToday = date === week.today;
  const exercises = day?.helthGoalExrciseDtlsList ?? [];

  return (
    <section className={common.card} aria-labelledby={headingId}>
      <div className={common.cardHead}>
        <h2 id={headingId} className={common.sectionTitle}>
          {isToday
            ? t('dashboard.exercises.today')
            : t('dashboard.exercises.ofDay', { date: dayLabelWithWeekday(i18n.language, date) })}
        </h2>
        {isToday ? (
          <Link className={common.quiet} to={`${basePath}/exercise-record`}>
            {t('dashboard.exercises.record')}
          </Link>
        ) : null}
      </div>
      {exercises.length === 0 ? (
        <p className={common.hint}>{t('dashboard.exercises.none')}</p>
      ) : (
        <ul className={styles.exercises}>
          {exercises.map((detail) => (
            <ExerciseRow
              key={detail.exrciseExecutDtlsSn}
              detail={detail}
              manual={isHandRecorded(detail, goal)}
              week={week}
              actions={actions}
              basePath={basePath}
            />
          ))}
        </ul>
      )}
      {date > week.today && exercises.length > 0 ? (
        <p className={common.hint}>{t('dashboard.exercises.later')}</p>
      ) : null}
      {isDayComplete(day) ? (
        <div className={styles.complete}>
          <p id={doneId} className={styles.completeText}>
            {t('dashboard.exercises.dayDone')}
          </p>
          <button
            type="button"
            className={common.secondary}
            aria-describedby={doneId}
            onClick={() =>
              requestChannelShare({ actCode: '0004', helthGoalSn: goal.helthGoalSn, routhLapseDe: date })
            }
          >
            {t('dashboard.share')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function ExerciseRow({
  detail,
  manual,
  week,
  actions,
  basePath,
}: {
  detail: ExerciseDetail;
  /** Recorded by hand: its menu changes or removes it; a planned one's menu checks or postpones it. */
  manual: boolean;
  week: DashboardWeek;
  actions: DashboardActions;
  basePath: string;
}) {
  const { t } = useTranslation('routine');
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();
  const metaId = useId();
  const future = detail.exrcisePlanDe > week.today;
  const pending = week.pendingKeys.has(pendingKeyOf('exercise', detail.exrciseExecutDtlsSn));
  const canPostpone = !manual && detail.exrciseAt === null && detail.delayExrciseAt !== 'Y' && !busy;
  const showPostpone = canPostpone && detail.exrcisePlanDe >= week.today;
  const menu = manual ? 'exercise-record-menu' : 'exercise-routine-menu';

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.exercise} data-done={detail.exrciseAt === 'Y' || undefined}>
      <input
        id={checkboxId}
        type="checkbox"
        className={styles.check}
        checked={detail.exrciseAt === 'Y'}
        disabled={future || busy}
        aria-describedby={metaId}
        onChange={() => void run(() => actions.checkExercise(detail, detail.exrciseAt === 'Y' ? 'N' : 'Y'))}
      />
      <div className={styles.exerciseText}>
        <label htmlFor={checkboxId} className={styles.exerciseName}>
          {detail.exrciseItemNm}
        </label>
        <p id={metaId} className={styles.exerciseMeta}>
          {exerciseSummary(t, detail)}
        </p>
        <div className={styles.exerciseFoot}>
          {manual ? <span className={common.badge}>{t('dashboard.exercises.manual')}</span> : null}
          {detail.delayExrciseAt === 'Y' ? (
            <span className={common.badge}>{t('dashboard.exercises.postponedHere')}</span>
          ) : null}
          {detail.exrciseAt === 'N' ? (
            <span className={common.badge}>{t('dashboard.exercises.notDone')}</span>
          ) : null}
          {pending ? <span className={common.pendingBadge}>{t('records.pending.badge')}</span> : null}
          {showPostpone ? (
            <button
              type="button"
              className={styles.postpone}
              onClick={() => void run(() => actions.postponeExercise(detail))}
              aria-label={t('dashboard.postpone.label', { name: detail.exrciseItemNm })}
            >
              {t('dashboard.postpone.action')}
            </button>
          ) : null}
        </div>
      </div>
      <Link
        className={common.iconButton}
        to={`${basePath}/${menu}?id=${detail.exrciseExecutDtlsSn}`}
        aria-label={t('dashboard.exercises.menu', { name: detail.exrciseItemNm })}
      >
        <span aria-hidden="true">⋯</span>
      </Link>
    </li>
  );
}
