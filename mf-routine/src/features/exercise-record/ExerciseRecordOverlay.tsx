import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ApiError, dialogs, EmptyState, Sheet, pageStyles as common } from 'shared-kernel';
import { timeBandOf, timeOfDayCodes } from 'shared-kernel/isomorphic';
import type { DashboardOverlayProps } from '../routine-common/dashboard';
import { seoulHour } from '../routine-common/dates';
import { addManualExercise } from '../routine-common/routineApi';
import { ExerciseForm, type ExerciseValues } from './ExerciseForm';
import { ExerciseSelector } from './ExerciseSelector';

const defaultMinutes = 30;

/** `exercise-record`: records an exercise done today (now by default), with `exercise-selector` as its child. */
export function ExerciseRecordOverlay({ week, actions, onClose, basePath }: DashboardOverlayProps) {
  const { t } = useTranslation('routine');
  const navigate = useNavigate();
  const recordPath = `${basePath}/exercise-record`;
  const [values, setValues] = useState<ExerciseValues>(() => ({
    item: null,
    minutes: defaultMinutes,
    timeOfDay: timeOfDayCodes[timeBandOf(seoulHour()) ?? 'morning'],
  }));
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!values.item) return;
    setBusy(true);
    try {
      await addManualExercise({
        exrciseItemCode: values.item.exrciseItemCode,
        exrcisePlanDe: week.today,
        exrciseTimeMi: values.minutes,
        exrciseTodCode: values.timeOfDay,
        exrciseAt: 'Y',
      });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      void dialogs.alert({ message: error.message });
      return;
    }
    actions.reload();
    void dialogs.toast(t('exercise.record.saved'));
    onClose();
  };

  return (
    <>
      <Sheet title={t('exercise.record.title')} onClose={onClose}>
        <div className={common.sheetBody}>
          {week.goal ? (
            <>
              <p className={common.hint}>{t('exercise.record.text')}</p>
              <ExerciseForm
                values={values}
                onChange={setValues}
                onChooseItem={() => navigate(`${recordPath}/exercise-selector`)}
                submitLabel={t('exercise.record.save')}
                busy={busy}
                onSubmit={() => void save()}
              />
            </>
          ) : (
            <EmptyState title={t('exercise.record.noGoal')} />
          )}
        </div>
      </Sheet>
      <Routes>
        <Route
          path="exercise-selector"
          element={
            <ExerciseSelector
              chosenCode={values.item?.exrciseItemCode ?? null}
              onChoose={(item) => {
                setValues((current) => ({ ...current, item }));
                navigate(recordPath);
              }}
              onClose={() => navigate(recordPath)}
            />
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}
