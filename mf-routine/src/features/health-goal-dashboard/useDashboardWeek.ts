import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, messageFor, useKeptEntries, useSessionUserId } from 'shared-kernel';
import {
  addDays,
  postponement,
  todaysGoal,
  weekStart,
  type DrinkingDetail,
  type DrinkingEntry,
  type ExerciseDetail,
  type MedicationStatusCode,
  type NoSmokingDetail,
  type RoutineMedicationDose,
  type YesNo,
} from 'shared-kernel/isomorphic';
import { keptSaves, saveOrKeep, subscribeToQueueEvents, type SavedDetail } from '../pending-routine-saves';
import { loadDashboard, postponeExercise as postponeOnServer } from '../routine-common/routineApi';
import type { DashboardActions, DashboardWeek } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';
import { isDayComplete } from '../routine-common/exerciseStatus';
import { timeOfDayName } from '../routine-common/names';
import {
  drinkingAfter,
  findDose,
  findExercise,
  withDose,
  withDrinking,
  withExercise,
  withKeptSaves,
  withNoSmoking,
  type WeekData,
} from './weekState';

export type WeekLoad =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; week: DashboardWeek; actions: DashboardActions };

function withSaved(data: WeekData, saved: SavedDetail): WeekData {
  if (saved.kind === 'exercise') return withExercise(data, saved.detail);
  if (saved.kind === 'noSmoking') return withNoSmoking(data, saved.detail);
  if (saved.kind === 'dose') return withDose(data, saved.detail);
  return withDrinking(data, saved.detail);
}

/** Shows a refusal in the person's language; anything but the API's error is a bug and goes on. */
async function tellRefusal(error: unknown): Promise<void> {
  if (!(error instanceof ApiError)) throw error;
  await dialogs.alert({ message: error.message });
}

/**
 * The current week (Monday to Sunday, Seoul) of `GET dashboard2`, one request, with the actions that change it:
 * checks are shown at once and undone if refused; entries the API cannot take now are kept on the phone and
 * their values shown meanwhile.
 */
export function useDashboardWeek(today: string): WeekLoad {
  const { t, i18n } = useTranslation('routine');
  const fromSearchDt = weekStart(today);
  const toSearchDt = addDays(fromSearchDt, 6);
  const userId = useSessionUserId();
  const [data, setData] = useState<WeekData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const quietly = useRef(false);
  // The week as last changed, read by the actions between renders.
  const latest = useRef<WeekData | null>(null);
  const commit = useCallback((week: WeekData | null) => {
    latest.current = week;
    setData(week);
  }, []);

  useEffect(() => {
    let current = true;
    if (!quietly.current) {
      commit(null);
      setFailure(null);
    }
    quietly.current = false;
    loadDashboard(fromSearchDt, toSearchDt).then(
      (answer) => {
        if (!current) return;
        commit({
          fromSearchDt,
          toSearchDt,
          goals: answer.helthGoalList,
          days: [...answer.routhLapseList].sort((a, b) => a.routhLapseDe.localeCompare(b.routhLapseDe)),
        });
        setFailure(null);
      },
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) throw error;
        // A quiet reload that fails keeps the week shown.
        if (latest.current === null) setFailure(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, [fromSearchDt, toSearchDt, attempt, commit]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const reload = useCallback(() => {
    quietly.current = true;
    setAttempt((value) => value + 1);
  }, []);

  const apply = useCallback(
    (change: (week: WeekData) => WeekData) => {
      if (latest.current) commit(change(latest.current));
    },
    [commit],
  );

  // Entries kept on the phone are sent elsewhere (PendingRoutineSaves); what the API answers lands here.
  useEffect(
    () =>
      subscribeToQueueEvents((event) => {
        if (event.type === 'sent') apply((week) => withSaved(week, event.saved));
        else reload();
      }),
    [apply, reload],
  );

  const kept = useKeptEntries(keptSaves, userId);
  const shown = useMemo(() => (data ? withKeptSaves(data, kept) : null), [data, kept]);

  const actions = useMemo<DashboardActions>(() => {
    return {
      async checkExercise(detail: ExerciseDetail, exrciseAt: YesNo) {
        const before = (latest.current && findExercise(latest.current, detail.exrciseExecutDtlsSn)) ?? detail;
        apply((week) => withExercise(week, { ...before, exrciseAt }));
        try {
          const result = await saveOrKeep({
            kind: 'exercise',
            id: detail.exrciseExecutDtlsSn,
            planDe: detail.exrcisePlanDe,
            body: { exrciseExecutDtlsSn: detail.exrciseExecutDtlsSn, exrciseAt },
          });
          if (result.state === 'sent') apply((week) => withSaved(week, result.saved));
        } catch (error) {
          apply((week) => withExercise(week, before));
          await tellRefusal(error);
          return false;
        }
        const week =
          latest.current && withKeptSaves(latest.current, userId ? keptSaves.entriesOf(userId) : []).data;
        const day = week?.days.find((candidate) => candidate.routhLapseDe === today);
        if (exrciseAt === 'Y' && detail.exrcisePlanDe === today && isDayComplete(day)) {
          void dialogs.success({ message: t('dashboard.exercises.allDone') });
        }
        return true;
      },

      async postponeExercise(detail: ExerciseDetail) {
        const goal = latest.current?.goals.find((candidate) => candidate.helthGoalSn === detail.helthGoalSn);
        const next = postponement(detail, goal?.goalEndDe ?? detail.exrcisePlanDe);
        if (!next.postponed) {
          await dialogs.alert({ message: messageFor(next.code) });
          return false;
        }
        const slot = timeOfDayName(t, next.exrciseTodCode);
        const confirmed = await dialogs.confirm({
          title: t('dashboard.postpone.title'),
          message: t('dashboard.postpone.confirm', {
            name: detail.exrciseItemNm,
            to:
              next.exrcisePlanDe === detail.exrcisePlanDe
                ? slot
                : t('dashboard.postpone.nextDay', {
                    date: dayLabel(i18n.language, next.exrcisePlanDe),
                    slot,
                  }),
          }),
          confirmLabel: t('dashboard.postpone.action'),
        });
        if (!confirmed) return false;
        try {
          const moved = await postponeOnServer(detail.exrciseExecutDtlsSn);
          apply((week) => withExercise(week, moved));
        } catch (error) {
          await tellRefusal(error);
          return false;
        }
        void dialogs.toast(t('dashboard.postpone.done'));
        return true;
      },

      async recordNoSmoking(detail: NoSmokingDetail, nosmkngAt: YesNo) {
        apply((week) => withNoSmoking(week, { ...detail, nosmkngAt }));
        try {
          const result = await saveOrKeep({
            kind: 'noSmoking',
            id: detail.nosmkngExecutDtlsSn,
            planDe: detail.nosmkngPlanDe,
            body: { nosmkngExecutDtlsSn: detail.nosmkngExecutDtlsSn, nosmkngAt },
          });
          if (result.state === 'sent') reload();
          void dialogs.toast(t(result.state === 'sent' ? 'records.saved' : 'records.pending.kept'));
          return true;
        } catch (error) {
          apply((week) => withNoSmoking(week, detail));
          await tellRefusal(error);
          return false;
        }
      },

      async recordDrinking(detail: DrinkingDetail, entry: DrinkingEntry) {
        apply((week) => withDrinking(week, drinkingAfter(detail, entry)));
        try {
          const result = await saveOrKeep({
            kind: 'drinking',
            id: detail.alchlExecutDtlsSn,
            planDe: detail.alchlPlanDe,
            body: entry,
          });
          if (result.state === 'sent') reload();
          void dialogs.toast(t(result.state === 'sent' ? 'records.saved' : 'records.pending.kept'));
          return true;
        } catch (error) {
          apply((week) => withDrinking(week, detail));
          await tellRefusal(error);
          return false;
        }
      },

      async recordDose(dose: RoutineMedicationDose, tkmdSttusCode: MedicationStatusCode) {
        const before = (latest.current && findDose(latest.current, dose.tkmdDtlsSn)) ?? dose;
        apply((week) => withDose(week, { ...before, tkmdSttusCode }));
        try {
          const result = await saveOrKeep({
            kind: 'dose',
            id: dose.tkmdDtlsSn,
            tkmdSn: dose.tkmdSn,
            planDe: dose.tkmdPlanDt.slice(0, 10),
            body: { tkmdSttusCode },
          });
          // One tap among several: no word when it went, the pressed button says it; a word when it waits.
          if (result.state === 'sent') {
            apply((week) => withSaved(week, result.saved));
            reload();
          } else void dialogs.toast(t('records.pending.kept'));
          return true;
        } catch (error) {
          apply((week) => withDose(week, before));
          await tellRefusal(error);
          return false;
        }
      },

      reload,
    };
  }, [t, i18n.language, today, reload, apply, userId]);

  if (failure !== null) return { state: 'failed', message: failure, retry };
  if (!shown) return { state: 'loading' };
  return {
    state: 'ready',
    week: {
      today,
      fromSearchDt,
      toSearchDt,
      goal: todaysGoal(shown.data.goals, today, { fromSearchDt, toSearchDt }) ?? null,
      goals: shown.data.goals,
      days: shown.data.days,
      pendingKeys: shown.pendingKeys,
    },
    actions,
  };
}
