import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ApiError,
  dialogs,
  formatDate,
  messageFor,
  PageHeader,
  pageStyles as common,
  useHeadingFocus,
} from 'shared-kernel';
import { addDays, dayCount, goalStatus, weekStart, type RecommendedGoal } from 'shared-kernel/isomorphic';
import { checkGoalOverlap, createGoal, updateGoal } from '../routine-common/routineApi';
import { goalItemName, goalItemUnit, recommendationAdvice, timeOfDayName } from '../routine-common/names';
import { weekdayNames } from '../routine-common/weekdays';
import { goalErrors } from './goalChecks';
import { useGoalEditor } from './GoalEditorContext';
import { errorPlaceOf, goalInputOf, weeklyMetMinutes } from './goalForm';
import { dashboardPath, historyPath } from './paths';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

/** The first Monday after `today`: when an in-progress goal's new plan starts (spec section 4). */
export function nextMonday(today: string): string {
  return addDays(weekStart(today), 7);
}

/** `/routine/health-goal`: every part of the goal in short, each with a way to change it, and saving. */
export function GoalSummary({ recommendation }: { recommendation: RecommendedGoal | null }) {
  const { t, i18n } = useGoalTexts();
  const { form, dispatch, today, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const ref = useHeadingFocus<HTMLDivElement>();
  const saveButton = useRef<HTMLButtonElement>(null);
  const editing = form.helthGoalSn !== null;
  const inProgress = form.goalSttusCode === goalStatus.inProgress;
  const language = i18n.language;
  const nextWeek = formatDate(nextMonday(today));

  async function save() {
    const errors = await goalErrors(form, today, {
      beforeVal: t(`goal.errors.beforeVal.${form.targetItemCode ?? '0001'}`),
      goalVal: t(`goal.errors.goalVal.${form.targetItemCode ?? '0001'}`),
      period: t('goal.errors.period'),
    });
    if (Object.keys(errors).length > 0) {
      const parts = [
        errors.beforeVal || errors.goalVal ? t('goal.sections.target') : null,
        errors.exercises ? t('goal.sections.exercise') : null,
        errors.period ? t('goal.sections.period') : null,
      ].filter(Boolean);
      dispatch({
        type: 'setErrors',
        errors: { ...errors, form: t('goal.errors.summary', { parts: parts.join(', ') }) },
      });
      return;
    }
    setSaving(true);
    try {
      const input = goalInputOf(form);
      const overlap = await checkGoalOverlap(
        input.goalBeginDe,
        input.goalEndDe,
        form.helthGoalSn ?? undefined,
      );
      if (overlap.overlapAt === 'Y') {
        dispatch({ type: 'setErrors', errors: { period: messageFor('M1061'), form: messageFor('M1061') } });
        return;
      }
      if (form.helthGoalSn === null) {
        await createGoal(input);
        void dialogs.toast(t('goal.saved'));
        navigate(dashboardPath);
      } else {
        await updateGoal({ ...input, helthGoalSn: form.helthGoalSn });
        void dialogs.toast(
          inProgress ? t('goal.updatedFromNextWeek', { date: nextWeek }) : t('goal.updated'),
        );
        navigate(historyPath);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const place = errorPlaceOf(error.field);
      dispatch({ type: 'setErrors', errors: { [place]: error.message, form: error.message } });
    } finally {
      setSaving(false);
    }
  }

  const before = form.beforeVal;
  const target = form.targetItemCode;
  const metMinutes = weeklyMetMinutes(form.exercises);
  const drinkingParts = [
    form.drinking.alchlCoExecutAt === 'Y'
      ? t('goal.summary.drinkDays', { count: form.drinking.alchlCo })
      : null,
    form.drinking.alchlGlassCntExecutAt === 'Y'
      ? t('goal.summary.drinkGlasses', { count: form.drinking.alchlGlassCnt })
      : null,
  ].filter(Boolean);

  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={editing ? t('goal.editTitle') : t('goal.newTitle')} />
      <div className={styles.body}>
        {inProgress ? (
          <p className={styles.notice} role="note">
            {t('goal.nextWeekNotice', { date: nextWeek })}
          </p>
        ) : null}
        {recommendation?.predictDt ? (
          <p className={styles.recommendation}>
            <span className={common.badge}>{t('goal.recommendedBadge')}</span>{' '}
            {recommendationAdvice(t, recommendation)}
          </p>
        ) : null}

        <Part
          title={t('goal.sections.target')}
          to={pathOf('health-goal-addition')}
          errors={[form.errors.beforeVal, form.errors.goalVal]}
        >
          {target ? (
            <p className={common.text}>
              {t('goal.summary.target', {
                item: goalItemName(t, target),
                before: before || '--',
                goal: form.goalVal || '--',
                unit: goalItemUnit(target),
              })}
            </p>
          ) : (
            <p className={common.hint}>{t('goal.summary.noTarget')}</p>
          )}
        </Part>

        <Part
          title={t('goal.sections.exercise')}
          to={pathOf('exercise-list')}
          errors={[form.errors.exercises]}
        >
          {form.exercises.length === 0 ? (
            <p className={common.hint}>{t('goal.summary.noExercise')}</p>
          ) : (
            <>
              <ul className={styles.summaryList}>
                {form.exercises.map((exercise) => (
                  <li key={exercise.entryKey}>
                    <strong>{exercise.exrciseItemNm}</strong>{' '}
                    {t('goal.summary.exercise', {
                      minutes: t('common.minutes', { count: exercise.exrciseTimeMi }),
                      days: exercise.dowCodes.length
                        ? weekdayNames(exercise.dowCodes, language)
                        : t('goal.summary.noDays'),
                      time: timeOfDayName(t, exercise.exrciseTodCode),
                    })}
                  </li>
                ))}
              </ul>
              <p className={common.hint}>{t('goal.summary.weeklyMets', { value: metMinutes })}</p>
            </>
          )}
        </Part>

        <Part
          title={t('goal.sections.habits')}
          to={pathOf('noDrinkingRegistration')}
          errors={[form.errors.drinking]}
        >
          <p className={common.text}>
            {form.nosmkngAt === 'Y' ? t('goal.summary.noSmokingOn') : t('goal.summary.noSmokingOff')}
          </p>
          <p className={common.text}>
            {drinkingParts.length ? drinkingParts.join(' · ') : t('goal.summary.noDrinkingLimit')}
          </p>
        </Part>

        <Part
          title={t('goal.sections.period')}
          to={pathOf('healthgoal-calendar')}
          errors={[form.errors.period]}
        >
          {form.goalBeginDe && form.goalEndDe ? (
            <p className={common.text}>
              {t('common.period', { begin: formatDate(form.goalBeginDe), end: formatDate(form.goalEndDe) })} (
              {t('common.days', { count: dayCount(form.goalBeginDe, form.goalEndDe) })})
            </p>
          ) : (
            <p className={common.hint}>{t('goal.summary.noPeriod')}</p>
          )}
        </Part>

        {form.errors.form ? (
          <p className={common.error} role="alert">
            {form.errors.form}
          </p>
        ) : null}
        <button
          ref={saveButton}
          type="button"
          className={common.primary}
          disabled={saving}
          onClick={() => void save()}
        >
          {saving ? t('goal.saving') : editing ? t('goal.saveEdit') : t('goal.save')}
        </button>
      </div>
    </div>
  );
}

/** One part of the goal: its heading, what is chosen, its errors and the way to change it. */
function Part({
  title,
  to,
  errors,
  children,
}: {
  title: string;
  to: string;
  errors: (string | undefined)[];
  children: ReactNode;
}) {
  const { t } = useGoalTexts();
  const headingId = useId();
  const shown = errors.filter((error): error is string => Boolean(error));
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <div className={common.cardHead}>
        <h2 id={headingId} className={common.sectionTitle}>
          {title}
        </h2>
        <Link className={common.secondary} to={to} aria-label={t('goal.changePart', { part: title })}>
          {t('goal.change')}
        </Link>
      </div>
      {children}
      {shown.map((error) => (
        <p key={error} className={common.error}>
          {error}
        </p>
      ))}
    </section>
  );
}
