import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader, useLoad, pageStyles as common, useHeadingFocus } from 'shared-kernel';
import { exerciseCreationTypeCodes } from 'shared-kernel/isomorphic';
import { timeOfDayName } from '../routine-common/names';
import { weekdayNames } from '../routine-common/weekdays';
import { useGoalEditor } from './GoalEditorContext';
import { weeklyMetMinutes } from './goalForm';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

/** `exercise-list`: the planned exercises, each to change or take out, and the week's MET-minutes. */
export function ExerciseListScreen() {
  const { t, i18n } = useGoalTexts();
  const { form, dispatch, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  // Two entries of one item share a name: each button is described by its own entry's time and days.
  const id = useId();
  const back = () => navigate(pathOf());

  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={t('goal.exercises.title')} onBack={back} />
      <div className={styles.body}>
        {form.exercises.length === 0 ? (
          <p className={common.text}>{t('goal.exercises.empty')}</p>
        ) : (
          <ul className={styles.cards}>
            {form.exercises.map((exercise) => (
              <li key={exercise.entryKey} className={common.card}>
                <div className={common.cardHead}>
                  <h2 className={common.sectionTitle}>{exercise.exrciseItemNm}</h2>
                  {exercise.exrciseCreatTypeCode === exerciseCreationTypeCodes.recommended ? (
                    <span className={common.badge}>{t('goal.exercises.recommended')}</span>
                  ) : null}
                </div>
                <p id={`${id}-${exercise.entryKey}`} className={common.text}>
                  {t('goal.summary.exercise', {
                    minutes: t('common.minutes', { count: exercise.exrciseTimeMi }),
                    days: exercise.dowCodes.length
                      ? weekdayNames(exercise.dowCodes, i18n.language)
                      : t('goal.summary.noDays'),
                    time: timeOfDayName(t, exercise.exrciseTodCode),
                  })}
                </p>
                <div className={common.actions}>
                  <Link
                    className={common.secondary}
                    to={pathOf(`exercise-list/composition/${exercise.entryKey}`)}
                    aria-label={t('goal.exercises.editOf', { name: exercise.exrciseItemNm })}
                    aria-describedby={`${id}-${exercise.entryKey}`}
                  >
                    {t('goal.exercises.edit')}
                  </Link>
                  <button
                    type="button"
                    className={common.danger}
                    aria-label={t('goal.exercises.removeOf', { name: exercise.exrciseItemNm })}
                    aria-describedby={`${id}-${exercise.entryKey}`}
                    onClick={() => dispatch({ type: 'removeExercise', entryKey: exercise.entryKey })}
                  >
                    {t('goal.exercises.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <WeeklyMets />
        {form.errors.exercises ? (
          <p className={common.error} role="alert">
            {form.errors.exercises}
          </p>
        ) : null}
        <div className={common.actions}>
          <Link className={common.secondary} to={pathOf('exercise-list/type-addition')}>
            {t('goal.exercises.add')}
          </Link>
          <button type="button" className={common.primary} onClick={back}>
            {t('goal.done')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The plan's MET-minutes a week against the amount recommended for the person's fitness level. */
export function WeeklyMets() {
  const { t, i18n } = useGoalTexts();
  const { form, recommendedMets } = useGoalEditor();
  const { loaded } = useLoad(recommendedMets);
  const value = weeklyMetMinutes(form.exercises);
  const number = new Intl.NumberFormat(i18n.language);
  const recommended = loaded.state === 'ready' ? loaded.value.recmndMetsVal : null;
  return (
    <div className={styles.mets}>
      <p className={common.text} aria-live="polite">
        {recommended
          ? t('goal.mets.weekly', { value: number.format(value), recommended: number.format(recommended) })
          : t('goal.mets.weeklyAlone', { value: number.format(value) })}
      </p>
      {recommended ? (
        <div className={styles.bar} aria-hidden="true">
          <div
            className={styles.barFill}
            style={{ width: `${Math.min(100, (value / recommended) * 100)}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
