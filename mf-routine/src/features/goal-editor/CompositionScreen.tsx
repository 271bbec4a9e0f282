import { useId } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import {
  messageFor,
  PageHeader,
  pageStyles as common,
  weekdayCodesFromMonday,
  weekdayName,
  useHeadingFocus,
} from 'shared-kernel';
import {
  caloriesBurnt,
  healthGoalItemCodes,
  routineLimits,
  timeOfDayCodes,
  type TimeOfDayCode,
  type WeekdayCode,
} from 'shared-kernel/isomorphic';
import { timeOfDayName } from '../routine-common/names';
import { useGoalEditor } from './GoalEditorContext';
import { typedNumber, weeklyMetMinutes, type PlannedExercise } from './goalForm';
import { MetsDescriptionSheet } from './MetsDescriptionSheet';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

const seekbar = routineLimits.exerciseMinutesSeekbar;

/** The entry a composition screen edits: the one just picked, else the planned one with that key. */
export function useComposedExercise(): PlannedExercise | null {
  const { entryKey } = useParams();
  const { form } = useGoalEditor();
  if (form.draft?.entryKey === entryKey) return form.draft;
  return form.exercises.find((exercise) => exercise.entryKey === entryKey) ?? null;
}

/** `composition`: how long (the seekbar), on which weekdays and at what time of day one exercise is done. */
export function CompositionScreen() {
  const { pathOf } = useGoalEditor();
  const exercise = useComposedExercise();
  if (!exercise) return <Navigate to={pathOf('exercise-list')} replace />;
  return (
    <>
      <Composition exercise={exercise} />
      <Routes>
        <Route path="exercise-mets-description" element={<MetsDescriptionSheet exercise={exercise} />} />
      </Routes>
    </>
  );
}

function Composition({ exercise }: { exercise: PlannedExercise }) {
  const { t, i18n } = useGoalTexts();
  const { form, dispatch, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const id = useId();
  const { entryKey } = exercise;
  const isDraft = form.draft?.entryKey === entryKey;
  const change = (change: Partial<PlannedExercise>) => dispatch({ type: 'changeExercise', entryKey, change });
  const noDays = exercise.dowCodes.length === 0 && form.errors.exercises;

  function toggleDay(day: WeekdayCode) {
    const days = exercise.dowCodes.includes(day)
      ? exercise.dowCodes.filter((chosen) => chosen !== day)
      : [...exercise.dowCodes, day];
    change({ dowCodes: days });
  }

  function register() {
    if (exercise.dowCodes.length === 0) {
      dispatch({ type: 'setErrors', errors: { ...form.errors, exercises: messageFor('M1064') } });
      document.getElementById(`${id}-days`)?.focus();
      return;
    }
    if (isDraft) dispatch({ type: 'registerDraft' });
    navigate(pathOf('exercise-list'));
  }

  const weight =
    form.targetItemCode === healthGoalItemCodes.weight
      ? typedNumber(form.beforeVal)
      : form.latest?.helthGoalItemCode === healthGoalItemCodes.weight
        ? form.latest.value
        : undefined;
  const kcal = caloriesBurnt({
    mets: exercise.metsVal,
    minutes: exercise.exrciseTimeMi,
    weightKg: weight ?? null,
  });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const minutesText = t('common.minutes', { count: exercise.exrciseTimeMi });

  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={exercise.exrciseItemNm} onBack={() => navigate(pathOf('exercise-list'))} />
      <div className={styles.body}>
        <p className={styles.metsLine}>
          <span>{t('goal.types.mets', { value: exercise.metsVal })}</span>
          <Link
            className={styles.inlineLink}
            to={pathOf(`exercise-list/composition/${entryKey}/exercise-mets-description`)}
          >
            {t('goal.composition.metsLink')}
          </Link>
        </p>

        <div className={styles.field}>
          <div className={styles.seekbarHead}>
            <label htmlFor={`${id}-minutes`} className={styles.label}>
              {t('goal.composition.minutes')}
            </label>
            <output htmlFor={`${id}-minutes`} className={styles.seekbarValue}>
              {minutesText}
            </output>
          </div>
          <input
            id={`${id}-minutes`}
            className={styles.seekbar}
            type="range"
            min={seekbar.min}
            max={seekbar.max}
            step={seekbar.step}
            value={exercise.exrciseTimeMi}
            aria-valuetext={minutesText}
            onChange={(event) => change({ exrciseTimeMi: Number(event.target.value) })}
          />
          <div className={styles.seekbarEnds} aria-hidden="true">
            <span>{t('common.minutes', { count: seekbar.min })}</span>
            <span>{t('common.minutes', { count: seekbar.max })}</span>
          </div>
          <p className={common.hint} aria-live="polite">
            {kcal !== null
              ? t('goal.composition.calories', {
                  value: number.format(kcal),
                  weight: number.format(weight ?? 0),
                })
              : null}{' '}
            {t('goal.composition.weekly', { value: number.format(weeklyMetMinutes([exercise])) })}
          </p>
        </div>

        <div className={common.fieldset} role="group" aria-labelledby={`${id}-days-label`}>
          <p id={`${id}-days-label`} className={common.legend}>
            {t('goal.composition.days')}
          </p>
          <div className={styles.weekdays}>
            {weekdayCodesFromMonday.map((day, index) => (
              <button
                key={day}
                id={index === 0 ? `${id}-days` : undefined}
                type="button"
                className={styles.weekday}
                aria-pressed={exercise.dowCodes.includes(day)}
                aria-label={weekdayName(day, i18n.language, 'long')}
                onClick={() => toggleDay(day)}
              >
                {weekdayName(day, i18n.language)}
              </button>
            ))}
          </div>
          <p className={common.hint} aria-live="polite">
            {t('goal.composition.perWeek', { count: exercise.dowCodes.length })}
          </p>
          {noDays ? <p className={common.error}>{form.errors.exercises}</p> : null}
        </div>

        <fieldset className={common.fieldset}>
          <legend className={common.legend}>{t('goal.composition.time')}</legend>
          <div className={styles.timeChoices}>
            {Object.values(timeOfDayCodes).map((time: TimeOfDayCode) => (
              <label key={time} className={common.choice}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={time}
                  checked={exercise.exrciseTodCode === time}
                  onChange={() => change({ exrciseTodCode: time })}
                />
                <span>
                  {timeOfDayName(t, time)}{' '}
                  <span className={common.hint}>{t(`goal.timeOfDayHours.${time}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <button type="button" className={common.primary} onClick={register}>
          {isDraft ? t('goal.composition.register') : t('goal.done')}
        </button>
      </div>
    </div>
  );
}
