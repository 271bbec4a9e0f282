import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  dialogs,
  formatDate,
  Loading,
  OverlayPortal,
  Sheet,
  pageStyles as common,
} from 'shared-kernel';
import { goalStatus, goalStatusCodes, type GoalStatusCode, type HealthGoal } from 'shared-kernel/isomorphic';
import { deleteGoal, endGoal } from '../routine-common/routineApi';
import styles from './history.module.css';

const historyPath = '/main/health-goal-history';
const goalEditorPath = '/routine/health-goal';

function isGoalStatusCode(value: string | null): value is GoalStatusCode {
  return (goalStatusCodes as readonly (string | null)[]).includes(value);
}

/**
 * `HealthGoalHistoryListCardMenu?goalSttusCode&helthGoalSn`: edit (not an ended goal), end (in progress only)
 * and delete (the API refuses an in-progress goal with M1063). Without `goalSttusCode` it goes back to the list
 * (spec section 2). The actions follow the goal's state as the API answers it, not the link's `goalSttusCode`:
 * a link can be old or edited, and offering what the API refuses only leads to an error.
 */
export function HistoryCardMenu({ goals, onChanged }: { goals: HealthGoal[] | null; onChanged: () => void }) {
  const [params] = useSearchParams();
  const state = params.get('goalSttusCode');
  const helthGoalSn = Number(params.get('helthGoalSn'));
  if (!isGoalStatusCode(state) || !Number.isInteger(helthGoalSn) || helthGoalSn <= 0)
    return <Navigate to={historyPath} replace />;
  return <Menu helthGoalSn={helthGoalSn} goals={goals} onChanged={onChanged} />;
}

function Menu({
  helthGoalSn,
  goals,
  onChanged,
}: {
  helthGoalSn: number;
  goals: HealthGoal[] | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation('routine');
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => navigate(historyPath);
  const goal = goals?.find((candidate) => candidate.helthGoalSn === helthGoalSn);
  if (goals !== null && !goal) return <Navigate to={historyPath} replace />;
  const state = goal?.goalSttusCode;
  const period = goal
    ? t('common.period', { begin: formatDate(goal.goalBeginDe), end: formatDate(goal.goalEndDe) })
    : null;

  async function act(
    question: { message: string; confirmLabel: string },
    action: () => Promise<unknown>,
    done: string,
  ) {
    setError(undefined);
    if (!(await dialogs.confirm({ ...question, cancelLabel: t('history.cancel') }))) return;
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
      setBusy(false);
      return;
    }
    setBusy(false);
    void dialogs.toast(done);
    close();
    onChanged();
  }

  return (
    <OverlayPortal>
      <Sheet title={t('history.menuTitle')} onClose={close}>
        <div className={`${common.sheetBody} ${styles.sheetText}`}>
          {goals === null ? <Loading /> : null}
          {period ? (
            <p className={common.text}>
              {period} · {t(`history.status.${state}`)}
            </p>
          ) : null}
          {state === undefined ? null : (
            <div className={styles.menuActions}>
              {state !== goalStatus.ended ? (
                <button
                  type="button"
                  className={common.secondary}
                  disabled={busy}
                  onClick={() => navigate(`${goalEditorPath}?helthGoalSn=${helthGoalSn}`)}
                >
                  {t('history.edit')}
                </button>
              ) : null}
              {state === goalStatus.inProgress ? (
                <button
                  type="button"
                  className={common.secondary}
                  disabled={busy}
                  onClick={() =>
                    void act(
                      { message: t('history.confirmEnd'), confirmLabel: t('history.end') },
                      () => endGoal(helthGoalSn),
                      t('history.ended'),
                    )
                  }
                >
                  {t('history.end')}
                </button>
              ) : null}
              <button
                type="button"
                className={common.danger}
                disabled={busy}
                onClick={() =>
                  void act(
                    { message: t('history.confirmDelete'), confirmLabel: t('history.delete') },
                    () => deleteGoal(helthGoalSn),
                    t('history.deleted'),
                  )
                }
              >
                {t('history.delete')}
              </button>
            </div>
          )}
          {error ? (
            <p className={common.error} role="alert">
              {error}
            </p>
          ) : null}
          {state === goalStatus.inProgress ? <p className={common.hint}>{t('history.editNote')}</p> : null}
        </div>
      </Sheet>
    </OverlayPortal>
  );
}
