import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  formatDate,
  messageFor,
  PageHeader,
  pageStyles as common,
  useHeadingFocus,
} from 'shared-kernel';
import { addDays, dayCount, goalStatus, routineDays } from 'shared-kernel/isomorphic';
import { checkGoalOverlap } from '../routine-common/routineApi';
import { periodErrorOf } from './goalChecks';
import { useGoalEditor } from './GoalEditorContext';
import { MonthCalendar, monthOf } from './MonthCalendar';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

const quickWeeks = [4, 8, 12, 24];

/**
 * `healthgoal-calendar`: the begin and end days on a month calendar. Past days cannot be chosen; the period
 * runs 7 to 371 days (M1060) and may not overlap another goal (M1061, asked of the API before it is taken).
 */
export function PeriodScreen() {
  const { t } = useGoalTexts();
  const { form, dispatch, today, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  /** An in-progress goal keeps its begin day (it is in the past); only its end can move. */
  const beginFixed = form.goalSttusCode === goalStatus.inProgress && form.savedBeginDe !== null;
  const [begin, setBegin] = useState<string | null>(form.goalBeginDe);
  const [end, setEnd] = useState<string | null>(form.goalEndDe);
  const [month, setMonth] = useState(
    monthOf(form.goalBeginDe && form.goalBeginDe > today ? form.goalBeginDe : today),
  );
  const [error, setError] = useState<string | undefined>(form.errors.period);
  const [checking, setChecking] = useState(false);
  const back = () => navigate(pathOf());

  /**
   * Takes `day` as the end when the period it makes is allowed; otherwise says why at the tap (M1060 names the
   * 7-371 days) and keeps the period chosen before.
   */
  function endOn(from: string, day: string) {
    const refused = periodErrorOf(from, day, today, form.savedBeginDe);
    if (refused) {
      setError(refused);
      return;
    }
    setError(undefined);
    setEnd(day);
  }

  /**
   * A day before the begin starts the period there; a day after it is the end (a day too close is refused at
   * once, issue 35.6); the begin itself clears both, to choose again from a later day.
   */
  function choose(day: string) {
    if (beginFixed && begin) return endOn(begin, day);
    if (begin === day) {
      setBegin(null);
      setEnd(null);
      setError(undefined);
      return;
    }
    if (!begin || day < begin) {
      setBegin(day);
      setEnd(null);
      setError(undefined);
      return;
    }
    endOn(begin, day);
  }

  async function confirm() {
    if (!begin || !end) {
      setError(t('goal.errors.period'));
      return;
    }
    setChecking(true);
    try {
      const overlap = await checkGoalOverlap(begin, end, form.helthGoalSn ?? undefined);
      if (overlap.overlapAt === 'Y') {
        setError(messageFor('M1061'));
        return;
      }
      dispatch({ type: 'setPeriod', goalBeginDe: begin, goalEndDe: end });
      back();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setChecking(false);
    }
  }

  const days = begin && end ? dayCount(begin, end) : null;

  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={t('goal.period.title')} onBack={back} />
      <div className={styles.body}>
        <p className={common.text} id="period-rule">
          {t('goal.period.rule', { min: routineDays.min, max: routineDays.max })}
        </p>
        <p className={common.hint}>{beginFixed ? t('goal.period.beginFixed') : t('goal.period.howTo')}</p>
        <dl className={styles.periodChosen} aria-live="polite">
          <div>
            <dt>{t('goal.period.begin')}</dt>
            <dd>{begin ? formatDate(begin) : t('goal.period.notChosen')}</dd>
          </div>
          <div>
            <dt>{t('goal.period.end')}</dt>
            <dd>{end ? formatDate(end) : t('goal.period.notChosen')}</dd>
          </div>
          <div>
            <dt>{t('goal.period.length')}</dt>
            <dd>{days ? t('common.days', { count: days }) : '--'}</dd>
          </div>
        </dl>
        {begin ? (
          <div className={styles.filters} role="group" aria-label={t('goal.period.quick')}>
            {quickWeeks.map((weeks) => (
              <button
                key={weeks}
                type="button"
                className={styles.filter}
                aria-pressed={end === addDays(begin, weeks * 7 - 1)}
                onClick={() => {
                  const day = addDays(begin, weeks * 7 - 1);
                  endOn(begin, day);
                  setMonth(monthOf(day));
                }}
              >
                {t('goal.period.weeks', { count: weeks })}
              </button>
            ))}
          </div>
        ) : null}
        <MonthCalendar
          month={month}
          onMonth={setMonth}
          today={today}
          begin={begin}
          end={end}
          onChoose={choose}
          describedBy="period-rule"
        />
        {error ? (
          <p className={common.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" className={common.primary} disabled={checking} onClick={() => void confirm()}>
          {t('goal.done')}
        </button>
      </div>
    </div>
  );
}
