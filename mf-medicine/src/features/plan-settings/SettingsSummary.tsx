import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, pageStyles as common, Switch } from 'shared-kernel';
import { medicationLimits, type MedicationPlanInput } from 'shared-kernel/isomorphic';
import { cycleText, periodText, timesText } from '../medicine-common/planText';
import { planProblem, problemText } from './planChecks';
import { usePlanSettings } from './PlanSettingsContext';
import forms from '../medicine-common/forms.module.css';
import styles from './settings.module.css';
import { MedicinePage } from '../medicine-common/MedicinePage';

/** Saved (the page goes on), or refused by the API for a field (the page stays, everything kept). */
export type SaveOutcome = { state: 'saved' } | { state: 'refused'; error: ApiError };

const { missedAlertMinutes } = medicationLimits;

/** `settings`: the plan's cycle, period and times (each its own screen), reminder and missed-dose alert; save. */
export function SettingsSummary({
  title,
  heading,
  save,
}: {
  title: string;
  heading: ReactNode;
  save: (input: MedicationPlanInput) => Promise<SaveOutcome>;
}) {
  const { t, i18n } = useTranslation('medicine');
  const { input, change, today, isNew, editing, pathOf } = usePlanSettings();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // The minutes typed, kept as text so that an unfinished number is not lost; the alert off keeps them too.
  const [minutes, setMinutes] = useState(String(input.missedAlertMi ?? missedAlertMinutes.default));
  const alertOn = input.missedAlertMi !== null;

  function typedMinutes(text: string): number {
    return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  }

  async function submit() {
    const problem = planProblem(input, today, isNew);
    if (problem) {
      setError(problemText(t, problem.field, problem.code));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const outcome = await save(input);
      if (outcome.state === 'refused') setError(problemText(t, outcome.error.field, outcome.error.code));
    } finally {
      setSaving(false);
    }
  }

  const rows = [
    { child: 'options-cycle', label: t('settings.cycle'), value: cycleText(t, i18n.language, input) },
    { child: 'options-period', label: t('settings.period'), value: periodText(t, input) },
    { child: 'options-time', label: t('settings.times'), value: timesText(t, input.tkmdTimeList) },
  ];

  return (
    <MedicinePage title={title} focusTitle>
      {heading}
      <ul className={styles.rows}>
        {rows.map((row) => (
          <li key={row.child}>
            <Link className={styles.row} to={pathOf(row.child)}>
              <span className={styles.rowLabel}>{row.label}</span>
              <span className={styles.rowValue}>{row.value}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className={common.card} aria-label={t('settings.alerts')}>
        <Switch
          label={t('settings.reminder')}
          checked={input.notiAt === 'Y'}
          onChange={(checked) => change({ notiAt: checked ? 'Y' : 'N' })}
        />
        <Switch
          label={t('settings.missedAlert')}
          checked={alertOn}
          describedBy={`${id}-missed-hint`}
          onChange={(checked) =>
            change({ missedAlertMi: checked ? typedMinutes(minutes) || missedAlertMinutes.default : null })
          }
        />
        <p id={`${id}-missed-hint`} className={common.hint}>
          {t('settings.missedAlertHint')}
        </p>
        {alertOn ? (
          <label className={forms.field}>
            {t('settings.missedMinutes', missedAlertMinutes)}
            <input
              className={forms.input}
              type="number"
              inputMode="numeric"
              min={missedAlertMinutes.min}
              max={missedAlertMinutes.max}
              value={minutes}
              onChange={(event) => {
                setMinutes(event.target.value);
                change({ missedAlertMi: typedMinutes(event.target.value) });
              }}
            />
          </label>
        ) : null}
      </section>

      {editing ? <p className={common.hint}>{t('settings.futureOnly')}</p> : null}
      {error ? (
        <p className={common.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={common.primary} disabled={saving} onClick={() => void submit()}>
        {t('settings.save')}
      </button>
    </MedicinePage>
  );
}
