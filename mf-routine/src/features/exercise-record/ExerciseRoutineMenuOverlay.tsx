import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Sheet, pageStyles as common } from 'shared-kernel';
import type { ExerciseDetail, YesNo } from 'shared-kernel/isomorphic';
import type { DashboardActions, DashboardOverlayProps, DashboardWeek } from '../routine-common/dashboard';
import { ExerciseHead } from './ExerciseHead';
import { useExerciseOfParam } from './useDetailParam';

/** `exercise-routine-menu?id=`: a planned exercise done, not done, or postponed (asked first). */
export function ExerciseRoutineMenuOverlay({ week, actions, onClose }: DashboardOverlayProps) {
  const { t } = useTranslation('routine');
  const detail = useExerciseOfParam(week);
  return (
    <Sheet title={t('exercise.routineMenu.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        {detail ? (
          <RoutineMenu detail={detail} week={week} actions={actions} onClose={onClose} />
        ) : (
          <EmptyState title={t('exercise.notFound')} />
        )}
      </div>
    </Sheet>
  );
}

function RoutineMenu({
  detail,
  week,
  actions,
  onClose,
}: {
  detail: ExerciseDetail;
  week: DashboardWeek;
  actions: DashboardActions;
  onClose: () => void;
}) {
  const { t } = useTranslation('routine');
  const [busy, setBusy] = useState(false);
  const future = detail.exrcisePlanDe > week.today;

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) onClose();
  };
  const check = (exrciseAt: YesNo) => void run(() => actions.checkExercise(detail, exrciseAt));

  return (
    <>
      <ExerciseHead detail={detail} />
      {future ? <p className={common.hint}>{t('dashboard.exercises.later')}</p> : null}
      <div className={common.actions}>
        <button
          type="button"
          className={common.primary}
          disabled={busy || future || detail.exrciseAt === 'Y'}
          onClick={() => check('Y')}
        >
          {t('exercise.routineMenu.done')}
        </button>
        <button
          type="button"
          className={common.secondary}
          disabled={busy || future || detail.exrciseAt === 'N'}
          onClick={() => check('N')}
        >
          {t('exercise.routineMenu.notDone')}
        </button>
      </div>
      {detail.exrciseAt === null && detail.exrcisePlanDe >= week.today ? (
        <button
          type="button"
          className={common.secondary}
          disabled={busy}
          onClick={() => void run(() => actions.postponeExercise(detail))}
        >
          {t('dashboard.postpone.action')}
        </button>
      ) : null}
      <p className={common.hint}>{t('exercise.routineMenu.postponeRule')}</p>
    </>
  );
}
