import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, messageFor } from 'shared-kernel';
import { reportPeriodError, type ReportPeriod } from 'shared-kernel/isomorphic';
import { lifelogStyles } from '../lifelog-common';
import styles from './doctorReport.module.css';

/** The report's first and last day, at most a year apart (M1185), up to today; applied together. */
export function PeriodForm({
  period,
  today,
  onApply,
}: {
  period: ReportPeriod;
  today: string;
  onApply: (period: ReportPeriod) => void;
}) {
  const { t } = useTranslation('lifelog');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = reportPeriodError(from, to);
    setProblem(code ? messageFor(code) : null);
    if (!code) onApply({ from, to });
  };

  return (
    <form className={styles.periodForm} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={lifelogStyles.label}>{t('doctorReport.periodLegend')}</legend>
        <div className={styles.dates}>
          <DateField
            label={t('doctorReport.from')}
            value={from}
            onChange={setFrom}
            max={today}
            invalid={problem !== null}
            describedBy={problem ? errorId : undefined}
          />
          <DateField
            label={t('doctorReport.to')}
            value={to}
            onChange={setTo}
            max={today}
            invalid={problem !== null}
            describedBy={problem ? errorId : undefined}
          />
        </div>
        {problem ? (
          <p id={errorId} className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className={lifelogStyles.secondary}>
          {t('doctorReport.apply')}
        </button>
      </fieldset>
    </form>
  );
}
