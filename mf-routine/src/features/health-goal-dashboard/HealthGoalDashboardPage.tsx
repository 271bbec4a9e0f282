import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { Loading, OverlayPortal, PageHeader, pageStyles as common, LoadFailure } from 'shared-kernel';
import { PendingRoutineSaves } from '../pending-routine-saves';
import type { DashboardParts } from '../routine-common/dashboard';
import { seoulToday } from '../routine-common/dates';
import { CheckupCard } from './CheckupCard';
import { GoalDashboard } from './GoalDashboard';
import { MedicinesCard } from './MedicinesCard';
import { StartScreen } from './StartScreen';
import { useDashboardWeek } from './useDashboardWeek';
import styles from './dashboard.module.css';

export const historyPath = '/main/health-goal-history';

/**
 * The daily home (`/main/health-goal-dashboard`, also `/routine/dashboard`): today's goal, the week's plan with
 * its checks, the daily records, progress and roadmap; with no goal, a start. Its overlays are child routes.
 */
export function HealthGoalDashboardPage({ basePath, parts }: { basePath: string; parts: DashboardParts }) {
  const { t } = useTranslation('routine');
  const today = useMemo(() => seoulToday(), []);
  const load = useDashboardWeek(today);
  const navigate = useNavigate();
  const close = useCallback(() => navigate(basePath), [navigate, basePath]);
  const inMainFrame = basePath.startsWith('/main/');

  return (
    <>
      {/* In /main the frame's header names the page; /routine pages have their own. */}
      {inMainFrame ? null : <PageHeader title={t('dashboard.title')} />}
      <div className={common.page}>
        <nav className={styles.toolbar} aria-label={t('dashboard.toolbar')}>
          {load.state === 'ready' && load.week.goal ? (
            <Link className={common.secondary} to={`${basePath}/dashboard-calendar`}>
              {t('dashboard.calendarLink')}
            </Link>
          ) : null}
          <Link className={common.secondary} to={historyPath}>
            {t('dashboard.historyLink')}
          </Link>
        </nav>
        <PendingRoutineSaves />
        {load.state === 'loading' ? <Loading /> : null}
        {load.state === 'failed' ? <LoadFailure message={load.message} onRetry={load.retry} /> : null}
        {load.state === 'ready' && load.week.goal ? (
          <GoalDashboard
            week={load.week}
            goal={load.week.goal}
            actions={load.actions}
            basePath={basePath}
            RoadmapCard={parts.RoadmapCard}
          />
        ) : null}
        {load.state === 'ready' && !load.week.goal ? (
          <>
            {/* Medicines are taken with or without a goal: today's doses still open the dashboard. */}
            <MedicinesCard
              week={load.week}
              day={load.week.days.find((day) => day.routhLapseDe === load.week.today)}
              selected={load.week.today}
              basePath={basePath}
            />
            <StartScreen week={load.week} basePath={basePath} />
          </>
        ) : null}
        {load.state === 'ready' ? <CheckupCard /> : null}
      </div>
      {load.state === 'ready' ? (
        <Routes>
          {Object.entries(parts.overlays).map(([segment, Overlay]) => (
            <Route
              key={segment}
              path={`${segment}/*`}
              element={
                <OverlayPortal>
                  <Suspense fallback={null}>
                    <Overlay week={load.week} actions={load.actions} onClose={close} basePath={basePath} />
                  </Suspense>
                </OverlayPortal>
              }
            />
          ))}
          <Route path="*" element={null} />
        </Routes>
      ) : null}
    </>
  );
}
