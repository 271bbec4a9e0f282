import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { EmptyState, Loading, useLoad, pageStyles as common, LoadFailure } from 'shared-kernel';
import { goalStatus, type GoalStatusCode, type HealthGoal } from 'shared-kernel/isomorphic';
import { loadGoalHistory } from '../routine-common/routineApi';
import { HistoryCard } from './HistoryCard';
import { HistoryCardMenu } from './HistoryCardMenu';
import styles from './history.module.css';

export const historyPath = '/main/health-goal-history';

/** States in the order the list shows them: what is going on first. */
const stateOrder: GoalStatusCode[] = [goalStatus.inProgress, goalStatus.scheduled, goalStatus.ended];
type Filter = GoalStatusCode | 'all';

/** `/main/health-goal-history`: every goal by state, with its results and a menu to edit, end or delete it. */
export function HealthGoalHistoryPage() {
  const { t } = useTranslation('routine');
  const { loaded, retry } = useLoad(loadGoalHistory);
  const [filter, setFilter] = useState<Filter>('all');

  let content;
  if (loaded.state === 'loading') content = <Loading />;
  else if (loaded.state === 'failed') content = <LoadFailure message={loaded.message} onRetry={retry} />;
  else if (loaded.value.helthGoalList.length === 0) {
    content = (
      <EmptyState title={t('history.emptyTitle')}>
        <p className={common.text}>{t('history.emptyText')}</p>
        <Link
          className={`${common.primary} ${styles.emptyAction}`}
          to={`${historyPath}/registration-options`}
        >
          {t('history.start')}
        </Link>
      </EmptyState>
    );
  } else {
    const goals = loaded.value.helthGoalList;
    const states = filter === 'all' ? stateOrder : [filter];
    content = (
      <>
        <div className={styles.filters} role="group" aria-label={t('history.filterLabel')}>
          {(['all', ...stateOrder] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.filter}
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {option === 'all' ? t('history.all') : t(`history.status.${option}`)}
              <span className={styles.count}>
                {option === 'all'
                  ? goals.length
                  : goals.filter((goal) => goal.goalSttusCode === option).length}
              </span>
            </button>
          ))}
        </div>
        {states.map((state) => (
          <StateGroup
            key={state}
            state={state}
            goals={goals.filter((goal) => goal.goalSttusCode === state)}
          />
        ))}
        <Link className={common.secondary} to={`${historyPath}/registration-options`}>
          {t('history.newGoal')}
        </Link>
      </>
    );
  }

  return (
    <div className={styles.page}>
      {content}
      <Routes>
        <Route
          path="HealthGoalHistoryListCardMenu"
          element={
            <HistoryCardMenu
              goals={loaded.state === 'ready' ? loaded.value.helthGoalList : null}
              onChanged={retry}
            />
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}

function StateGroup({ state, goals }: { state: GoalStatusCode; goals: HealthGoal[] }) {
  const { t } = useTranslation('routine');
  const headingId = `history-${state}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {t(`history.status.${state}`)}
      </h2>
      {goals.length === 0 ? (
        <p className={common.hint}>{t(`history.none.${state}`)}</p>
      ) : (
        <ul className={styles.cards}>
          {goals.map((goal) => (
            <HistoryCard key={goal.helthGoalSn} goal={goal} />
          ))}
        </ul>
      )}
    </section>
  );
}
