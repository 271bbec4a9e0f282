import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, pageStyles as common } from 'shared-kernel';
import { dayCount, type HealthGoal } from 'shared-kernel/isomorphic';
import type { DashboardActions, DashboardWeek, RoadmapCardProps } from '../routine-common/dashboard';
import { goalItemName, goalItemUnit } from '../routine-common/names';
import { DailyRecordCards } from './DailyRecordCards';
import { DayExercises } from './DayExercises';
import { MedicinesCard } from './MedicinesCard';
import { ProgressCard } from './ProgressCard';
import { WeekStrip } from './WeekStrip';
import styles from './dashboard.module.css';

/** The dashboard of today's goal: the week with a chosen day (today first), its plan and records, progress. */
export function GoalDashboard({
  week,
  goal,
  actions,
  basePath,
  RoadmapCard,
}: {
  week: DashboardWeek;
  goal: HealthGoal;
  actions: DashboardActions;
  basePath: string;
  RoadmapCard: ComponentType<RoadmapCardProps>;
}) {
  const [selected, setSelected] = useState(week.today);
  const day = week.days.find((candidate) => candidate.routhLapseDe === selected);

  return (
    <>
      <GoalSummary goal={goal} today={week.today} />
      <WeekStrip week={week} selected={selected} onSelect={setSelected} />
      <DayExercises week={week} goal={goal} day={day} date={selected} actions={actions} basePath={basePath} />
      <MedicinesCard week={week} day={day} selected={selected} basePath={basePath} />
      <DailyRecordCards week={week} goal={goal} selected={selected} basePath={basePath} />
      <ProgressCard goal={goal} />
      <RoadmapCard goal={goal} basePath={basePath} />
    </>
  );
}

function GoalSummary({ goal, today }: { goal: HealthGoal; today: string }) {
  const { t } = useTranslation('routine');
  const headingId = useId();
  const dayOfGoal = dayCount(goal.goalBeginDe, today);
  return (
    <section className={`${common.card} ${styles.summary}`} aria-labelledby={headingId}>
      <div className={common.cardHead}>
        <h2 id={headingId} className={common.sectionTitle}>
          {t('dashboard.goal.title')}
        </h2>
        <span className={styles.dayBadge}>
          {t('dashboard.goal.dayOf', { day: dayOfGoal, total: goal.goalTotDayCnt })}
        </span>
      </div>
      <p className={common.hint}>
        {t('common.period', { begin: formatDate(goal.goalBeginDe), end: formatDate(goal.goalEndDe) })}
      </p>
      {goal.helthGoalDetailList.map((detail) => {
        const unit = goalItemUnit(detail.helthGoalItemCode);
        return (
          <p key={detail.helthGoalItemCode} className={styles.target}>
            {t('dashboard.goal.target', {
              item: goalItemName(t, detail.helthGoalItemCode),
              before: detail.beforeVal,
              goal: detail.goalVal,
              unit,
            })}
            {detail.healthGoalItemVal !== null ? (
              <span className={styles.now}>
                {t('dashboard.goal.now', { value: detail.healthGoalItemVal, unit })}
              </span>
            ) : null}
          </p>
        );
      })}
    </section>
  );
}
