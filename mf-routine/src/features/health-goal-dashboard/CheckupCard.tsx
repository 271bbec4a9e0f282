import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, pageStyles as common, useLoad, userApi } from 'shared-kernel';
import { fhirSystems } from 'shared-kernel/isomorphic';

/** Where the checkup results are shown (mf-lifelog). */
const checkupPath = '/main/health-checkup';

interface CheckupSearchset {
  entry?: {
    resource?: { effectiveDateTime?: string; effectivePeriod?: { start?: string }; issued?: string };
  }[];
}

/**
 * The person's latest health checkup, or null when they have none: spec section 9, "a checkup exists if
 * health-record data is non-empty". Only its date is needed here.
 */
async function loadLatestCheckup(): Promise<{ date: string | null } | null> {
  const params = new URLSearchParams({ identifier: `${fhirSystems.checkup}|`, _count: '1', _sort: '-date' });
  const { data } = await userApi.get<CheckupSearchset>(`/fhir/DiagnosticReport?${params}`);
  const report = data.entry?.[0]?.resource;
  if (!report) return null;
  return { date: report.effectiveDateTime ?? report.effectivePeriod?.start ?? report.issued ?? null };
}

/** The dashboard's way to the checkup results, shown only when the person has a checkup. */
export function CheckupCard() {
  const { t } = useTranslation('routine');
  const headingId = useId();
  const { loaded } = useLoad(loadLatestCheckup);
  // Without a checkup there is nothing to open; a failed look-up leaves the dashboard as it is.
  if (loaded.state !== 'ready' || loaded.value === null) return null;
  const { date } = loaded.value;
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {t('dashboard.checkup.title')}
      </h2>
      <p className={common.text}>
        {date ? t('dashboard.checkup.latest', { date: formatDate(date) }) : t('dashboard.checkup.exists')}
      </p>
      <Link className={common.secondary} to={checkupPath}>
        {t('dashboard.checkup.open')}
      </Link>
    </section>
  );
}
