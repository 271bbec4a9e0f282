import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, Loading, navigate, useLoad, pageStyles as common } from 'shared-kernel';
import { goalStatus, type RecommendedGoal } from 'shared-kernel/isomorphic';
import type { DashboardWeek } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';
import { goalItemName, goalItemUnit, recommendationAdvice } from '../routine-common/names';
import { loadGoalHistory, loadRecommendedGoal } from '../routine-common/routineApi';
import styles from './dashboard.module.css';

/** The goal creation's first step (drawn by the goal screens), a child of the dashboard. */
const registrationSegment = 'registration-options';

/** With no goal today: a clear start, and the recommended goal when there is one (predictDt set). */
export function StartScreen({ week, basePath }: { week: DashboardWeek; basePath: string }) {
  const { t, i18n } = useTranslation('routine');
  const headingId = useId();
  const scheduled = useScheduledBegin(week);
  const start = () => navigate(`${basePath}/${registrationSegment}`);

  return (
    <>
      <section className={`${common.card} ${styles.start}`} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.startTitle}>
          {t('dashboard.start.title')}
        </h2>
        <p className={common.text}>{t('dashboard.start.text')}</p>
        {scheduled ? (
          <p className={common.text}>
            {t('dashboard.start.scheduled', { date: dayLabel(i18n.language, scheduled) })}
          </p>
        ) : null}
        <button type="button" className={common.primary} onClick={start}>
          {t('dashboard.start.action')}
        </button>
      </section>
      <Recommendation onStart={start} />
    </>
  );
}

/**
 * When the next scheduled goal begins: from the week when it begins in it, else from the scheduled goals of the
 * history (one request, only on this screen). Null when none is scheduled, or while unknown.
 */
function useScheduledBegin(week: DashboardWeek): string | null {
  const inWeek = week.goals.find((goal) => goal.goalBeginDe > week.today)?.goalBeginDe ?? null;
  const { loaded } = useLoad(async () =>
    inWeek
      ? null
      : ((await loadGoalHistory(goalStatus.scheduled)).helthGoalList
          .map((goal) => goal.goalBeginDe)
          .filter((begin) => begin > week.today)
          .sort()[0] ?? null),
  );
  return inWeek ?? (loaded.state === 'ready' ? loaded.value : null);
}

function Recommendation({ onStart }: { onStart: () => void }) {
  const { loaded } = useLoad(loadRecommendedGoal);
  if (loaded.state === 'loading') return <Loading />;
  // Without a recommendation the start above is enough: nothing to retry for.
  if (loaded.state === 'failed' || loaded.value.predictDt === null) return null;
  return <RecommendationCard recommendation={loaded.value} onStart={onStart} />;
}

function RecommendationCard({
  recommendation,
  onStart,
}: {
  recommendation: RecommendedGoal;
  onStart: () => void;
}) {
  const { t } = useTranslation('routine');
  const headingId = useId();
  const { helthGoalItemCode, beforeVal, goalVal } = recommendation;
  const advice = recommendationAdvice(t, recommendation);
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {t('dashboard.recommendation.title')}
      </h2>
      {advice ? <p className={common.text}>{advice}</p> : null}
      {helthGoalItemCode && beforeVal !== null && goalVal !== null ? (
        <p className={styles.target}>
          {t('dashboard.recommendation.target', {
            item: goalItemName(t, helthGoalItemCode),
            before: beforeVal,
            goal: goalVal,
            unit: goalItemUnit(helthGoalItemCode),
          })}
        </p>
      ) : null}
      {recommendation.goalEndDe ? (
        <p className={common.hint}>
          {t('common.period', {
            begin: formatDate(recommendation.goalBeginDe),
            end: formatDate(recommendation.goalEndDe),
          })}
        </p>
      ) : null}
      <p className={common.hint}>{t('dashboard.recommendation.source', { source: recommendation.source })}</p>
      <button type="button" className={common.secondary} onClick={onStart}>
        {t('dashboard.recommendation.action')}
      </button>
    </section>
  );
}
