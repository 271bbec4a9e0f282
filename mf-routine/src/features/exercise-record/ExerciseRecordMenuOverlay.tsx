import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, EmptyState, Sheet, pageStyles as common } from 'shared-kernel';
import type { ExerciseDetail } from 'shared-kernel/isomorphic';
import type { DashboardActions, DashboardOverlayProps } from '../routine-common/dashboard';
import { removeManualExercise, replaceManualExercise } from '../routine-common/routineApi';
import { ExerciseForm, seekbarMinutes, type ExerciseValues } from './ExerciseForm';
import { ExerciseHead } from './ExerciseHead';
import { useExerciseOfParam } from './useDetailParam';

/** `exercise-record-menu?id=`: an exercise recorded by hand, changed (minutes, time of day) or removed. */
export function ExerciseRecordMenuOverlay({ week, actions, onClose }: DashboardOverlayProps) {
  const { t } = useTranslation('routine');
  const detail = useExerciseOfParam(week);
  return (
    <Sheet title={t('exercise.recordMenu.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        {detail ? (
          <RecordMenu detail={detail} actions={actions} onClose={onClose} />
        ) : (
          <EmptyState title={t('exercise.notFound')} />
        )}
      </div>
    </Sheet>
  );
}

function RecordMenu({
  detail,
  actions,
  onClose,
}: {
  detail: ExerciseDetail;
  actions: DashboardActions;
  onClose: () => void;
}) {
  const { t } = useTranslation('routine');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<ExerciseValues>({
    item: detail,
    minutes: seekbarMinutes(detail.exrciseTimeMi),
    timeOfDay: detail.exrciseTodCode,
  });

  /** Runs a change; a refusal is shown and the menu stays; done, the week is read again and the menu closes. */
  const change = async (call: () => Promise<unknown>, doneText: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      void dialogs.alert({ message: error.message });
      return;
    }
    actions.reload();
    void dialogs.toast(doneText);
    onClose();
  };

  const save = () =>
    void change(
      () =>
        replaceManualExercise(detail.exrciseExecutDtlsSn, {
          exrciseItemCode: detail.exrciseItemCode,
          exrcisePlanDe: detail.exrcisePlanDe,
          exrciseTimeMi: values.minutes,
          exrciseTodCode: values.timeOfDay,
          exrciseAt: detail.exrciseAt ?? 'Y',
        }),
      t('exercise.recordMenu.saved'),
    );

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      message: t('exercise.recordMenu.removeConfirm', { name: detail.exrciseItemNm }),
      confirmLabel: t('exercise.recordMenu.remove'),
    });
    if (confirmed)
      await change(() => removeManualExercise(detail.exrciseExecutDtlsSn), t('exercise.recordMenu.removed'));
  };

  if (editing) {
    return (
      <ExerciseForm
        values={values}
        onChange={setValues}
        submitLabel={t('exercise.recordMenu.save')}
        busy={busy}
        onSubmit={save}
      />
    );
  }
  return (
    <>
      <ExerciseHead detail={detail} />
      <div className={common.actions}>
        <button type="button" className={common.primary} disabled={busy} onClick={() => setEditing(true)}>
          {t('exercise.recordMenu.edit')}
        </button>
        <button type="button" className={common.danger} disabled={busy} onClick={() => void remove()}>
          {t('exercise.recordMenu.remove')}
        </button>
      </div>
    </>
  );
}
