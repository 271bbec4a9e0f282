import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, LoadFailure, Loading, session, useLoad } from 'shared-kernel';
import {
  calendarDateIn,
  defaultReportPeriod,
  defaultTimeZone,
  reportPeriodError,
  type ReportPeriod,
} from 'shared-kernel/isomorphic';
import { lifelogStyles } from '../lifelog-common';
import { CheckupSection } from './CheckupSection';
import { loadReport, type DoctorReport } from './loadReport';
import { MedicationSection } from './MedicationSection';
import { PeriodForm } from './PeriodForm';
import { PredictionSection } from './PredictionSection';
import { ReportCharts } from './ReportCharts';
import styles from './doctorReport.module.css';

/** The report's path; `subject` names a family member (their fhirResId), `from` and `to` the period. */
export const doctorReportPath = '/main/my/report';

/** The report of a family member who shares their health data, or the caller's own without `subjectId`. */
export function doctorReportLink(subjectId?: string): string {
  return subjectId ? `${doctorReportPath}?${new URLSearchParams({ subject: subjectId })}` : doctorReportPath;
}

/** The period the address names, else the last three months. */
function periodIn(params: URLSearchParams, today: string): ReportPeriod {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && reportPeriodError(from, to) === null) return { from, to };
  return defaultReportPeriod(today);
}

/**
 * `/main/my/report`: the report for the doctor (issue 31.4), printable on A4 (the browser's print saves the
 * PDF): who and which period on top, then the charts, medication, the latest checkup and the predictions.
 */
export function DoctorReportPage() {
  const { t } = useTranslation('lifelog');
  const [params, setParams] = useSearchParams();
  const ownSubject = session.snapshot().userInfo?.fhirResId ?? '';
  const subject = params.get('subject') || ownSubject;
  const own = subject === ownSubject;
  const today = calendarDateIn(defaultTimeZone);
  const period = periodIn(params, today);
  const { loaded, retry } = useLoad(
    () => loadReport(subject, own, period),
    `${subject} ${period.from} ${period.to}`,
  );

  const choosePeriod = (chosen: ReportPeriod) => {
    const next = new URLSearchParams(params);
    next.set('from', chosen.from);
    next.set('to', chosen.to);
    setParams(next, { replace: true });
  };

  return (
    <article className={`${lifelogStyles.page} ${styles.report}`}>
      <h1 className={lifelogStyles.title}>{t('doctorReport.title')}</h1>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' && loaded.value.refused ? <Refused /> : null}
      {loaded.state === 'ready' && !loaded.value.refused ? (
        <Report
          key={`${period.from} ${period.to}`}
          report={loaded.value.report}
          period={period}
          today={today}
          onPeriod={choosePeriod}
        />
      ) : null}
    </article>
  );
}

function Refused() {
  const { t } = useTranslation('lifelog');
  return (
    <div className={styles.refused} role="alert">
      <p className={lifelogStyles.text}>{t('doctorReport.refused')}</p>
      <Link className={lifelogStyles.secondary} to="/main/my">
        {t('doctorReport.backToMy')}
      </Link>
    </div>
  );
}

function Report({
  report,
  period,
  today,
  onPeriod,
}: {
  report: DoctorReport;
  period: ReportPeriod;
  today: string;
  onPeriod: (period: ReportPeriod) => void;
}) {
  const { t } = useTranslation('lifelog');
  const periodText = t('doctorReport.periodValue', {
    from: formatDate(period.from),
    to: formatDate(period.to),
  });
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('doctorReport.name')}</dt>
          <dd>{report.person.name}</dd>
        </div>
        <div>
          <dt>{t('doctorReport.birthDate')}</dt>
          <dd>{formatDate(report.person.birthDate)}</dd>
        </div>
        <div>
          <dt>{t('doctorReport.period')}</dt>
          <dd>{periodText}</dd>
        </div>
        <div>
          <dt>{t('doctorReport.printedOn')}</dt>
          <dd>{formatDate(today)}</dd>
        </div>
      </dl>
      <div className={styles.controls}>
        <PeriodForm period={period} today={today} onApply={onPeriod} />
        <button type="button" className={lifelogStyles.primary} onClick={() => window.print()}>
          {t('doctorReport.print')}
        </button>
        <p className={lifelogStyles.hint}>{t('doctorReport.printHint')}</p>
      </div>
      <ReportCharts
        charts={report.charts}
        period={report.chartPeriod}
        periodText={periodText}
        ranges={report.ranges}
        genderCode={report.person.genderCode}
      />
      <MedicationSection adherence={report.adherence} />
      <CheckupSection checkup={report.checkup} />
      <PredictionSection predictions={report.predictions} />
    </>
  );
}
