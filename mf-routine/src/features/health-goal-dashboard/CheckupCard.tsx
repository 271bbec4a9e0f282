import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, JudgementBadge, pageStyles as common, useLoad, userApi } from 'shared-kernel';
import { checkupJudgementOf, fhirSystems, type CheckupJudgementCode } from 'shared-kernel/isomorphic';
import styles from './dashboard.module.css';

/** Where the checkup results are shown (mf-lifelog). */
const checkupPath = '/main/health-checkup';

interface CheckupSearchset {
  entry?: {
    resource?: {
      effectiveDateTime?: string;
      effectivePeriod?: { start?: string };
      issued?: string;
      conclusionCode?: { coding?: { system?: string; code?: string }[] }[];
    };
  }[];
}

interface LatestCheckup {
  date: string | null;
  judgement: CheckupJudgementCode | null;
}

/**
 * The person's latest health checkup, or null when they have none: spec section 9, "a checkup exists if
 * health-record data is non-empty". Its date and overall judgement, read by the kernel's rule as the checkup
 * screen reads it (issue 32.2).
 */
async function loadLatestCheckup(): Promise<LatestCheckup | null> {
  const params = new URLSearchParams({ identifier: `${fhirSystems.checkup}|`, _count: '1', _sort: '-date' });
  const { data } = await userApi.get<CheckupSearchset>(`/fhir/DiagnosticReport?${params}`);
  const report = data.entry?.[0]?.resource;
  if (!report) return null;
  return {
    date: report.effectiveDateTime ?? report.effectivePeriod?.start ?? report.issued ?? null,
    judgement: checkupJudgementOf(report.conclusionCode),
  };
}

/** The dashboard's way to the checkup results, shown only when the person has a checkup. */
export function CheckupCard() {
  const { t } = useTranslation(['routine', 'healthCheckup']);
  const headingId = useId();
  const { loaded } = useLoad(loadLatestCheckup);
  // Without a checkup there is nothing to open; a failed look-up leaves the dashboard as it is.
  if (loaded.state !== 'ready' || loaded.value === null) return null;
  const { date, judgement } = loaded.value;
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {t('dashboard.checkup.title')}
      </h2>
      <p className={common.text}>
        {date ? t('dashboard.checkup.latest', { date: formatDate(date) }) : t('dashboard.checkup.exists')}
      </p>
      <p className={styles.checkupJudgement}>
        <span>{t('healthCheckup:checkup.overall')}</span> <JudgementBadge judgement={judgement} />
      </p>
      <Link className={common.secondary} to={checkupPath}>
        {t('dashboard.checkup.open')}
      </Link>
    </section>
  );
}
