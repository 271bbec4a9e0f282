import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateField, formatDate, messageFor, pageStyles as common, Switch } from 'shared-kernel';
import {
  addDays,
  hasNoEnd,
  isCalendarDate,
  medicationPlanProblem,
  noEndDate,
  planTotalDays,
} from 'shared-kernel/isomorphic';
import { defaultPeriodDays } from './planChecks';
import { usePlanSettings } from './PlanSettingsContext';
import forms from '../medicine-common/forms.module.css';
import { MedicinePage } from '../medicine-common/MedicinePage';

const fieldClasses = { field: forms.field, input: forms.input };

/**
 * `options-period`: the start (not before today; a running plan keeps its own), and an end today or later
 * (M0159) and not before the start (M1109), or no end at all; the total days shown as they are chosen.
 */
export function PeriodScreen() {
  const { t } = useTranslation('medicine');
  const { input, change, today, isNew, beginFixed, pathOf } = usePlanSettings();
  const navigate = useNavigate();
  const id = useId();
  const [begin, setBegin] = useState(input.tkmdBeginDe);
  const [noEnd, setNoEnd] = useState(hasNoEnd(input.tkmdEndDe));
  const [end, setEnd] = useState(
    hasNoEnd(input.tkmdEndDe) ? addDays(input.tkmdBeginDe, defaultPeriodDays - 1) : input.tkmdEndDe,
  );
  const [error, setError] = useState<{ field: 'tkmdBeginDe' | 'tkmdEndDe'; text: string } | undefined>();
  const back = () => navigate(pathOf());
  /** The texts that describe a date field: its own hint, and the error when the error is about it. */
  const describedBy = (field: 'tkmdBeginDe' | 'tkmdEndDe', hintId?: string) =>
    [hintId, error?.field === field ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

  /** The period's own problem (the kernel's rules, the rest of the plan as it stands), or none. */
  function problemOf(nextBegin: string, nextEnd: string, nextNoEnd: boolean) {
    const problem = medicationPlanProblem(
      { ...input, tkmdBeginDe: nextBegin, tkmdEndDe: nextNoEnd ? noEndDate : nextEnd },
      today,
      isNew,
    );
    if (!problem || (problem.field !== 'tkmdBeginDe' && problem.field !== 'tkmdEndDe')) return undefined;
    const label = t(`fields.${problem.field}`);
    return { field: problem.field, text: messageFor(problem.code, { field: label }) };
  }

  function choose(nextBegin: string, nextEnd: string, nextNoEnd: boolean) {
    setBegin(nextBegin);
    setEnd(nextEnd);
    setNoEnd(nextNoEnd);
    // A date still being typed is judged when it is whole, or at "done": no alert on every keystroke.
    const whole = isCalendarDate(nextBegin) && (nextNoEnd || isCalendarDate(nextEnd));
    setError(whole ? problemOf(nextBegin, nextEnd, nextNoEnd) : undefined);
  }

  function done() {
    const problem = problemOf(begin, end, noEnd);
    if (problem) return setError(problem);
    change({ tkmdBeginDe: begin, tkmdEndDe: noEnd ? noEndDate : end });
    back();
  }

  const total =
    isCalendarDate(begin) && (noEnd || isCalendarDate(end))
      ? planTotalDays({ tkmdBeginDe: begin, tkmdEndDe: noEnd ? noEndDate : end })
      : undefined;

  return (
    <MedicinePage title={t('settings.period')} onBack={back} focusTitle>
      <DateField
        label={t('fields.tkmdBeginDe')}
        min={beginFixed ? undefined : today}
        value={begin}
        disabled={beginFixed}
        invalid={error?.field === 'tkmdBeginDe'}
        describedBy={describedBy('tkmdBeginDe', beginFixed ? `${id}-fixed` : undefined)}
        onChange={(value) => choose(value, end, noEnd)}
        classNames={fieldClasses}
      />
      {beginFixed ? (
        <p id={`${id}-fixed`} className={common.hint}>
          {t('settings.beginFixed')}
        </p>
      ) : null}
      <Switch
        label={t('settings.noEnd')}
        checked={noEnd}
        onChange={(checked) => choose(begin, end, checked)}
      />
      {noEnd ? null : (
        <DateField
          label={t('fields.tkmdEndDe')}
          min={begin > today ? begin : today}
          value={end}
          invalid={error?.field === 'tkmdEndDe'}
          describedBy={describedBy('tkmdEndDe')}
          onChange={(value) => choose(begin, value, noEnd)}
          classNames={fieldClasses}
        />
      )}
      <p className={common.text} aria-live="polite">
        {total === null
          ? t('settings.totalNoEnd', { begin: formatDate(begin) })
          : total === undefined || error
            ? t('settings.totalUnknown')
            : t('settings.total', { count: total })}
      </p>
      {error ? (
        <p id={`${id}-error`} className={common.error} role="alert">
          {error.text}
        </p>
      ) : null}
      <button type="button" className={common.primary} onClick={done}>
        {t('settings.done')}
      </button>
    </MedicinePage>
  );
}
