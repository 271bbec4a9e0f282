import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader, session } from 'shared-kernel';
import {
  calendarDateIn,
  defaultTimeZone,
  lifelogTypeFromParam,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { genderCodeOf, lifelogTypeName, useGuideRanges } from '../lifelog-common';
import { MeterSync } from '../meter-sync/MeterSync';
import { ChartPanel } from './ChartPanel';
import type { RecordsOverview } from './PeriodEmpty';
import { RecordList } from './RecordList';
import { useRecordPages, type RecordPagesState } from './useRecordPages';
import { useReloadVersion } from './useReloadVersion';
import styles from './lifelogDetail.module.css';

/**
 * `lifelogDetailPage`: one life-log type's charts and records. `lifelogTypeCode` names the type (its code or
 * key); `subject`, a family member's fhirResId, shows the records they shared, read only.
 */
export function LifelogDetailPage({ pagePath }: { pagePath: string }) {
  const [params] = useSearchParams();
  const typeKey = lifelogTypeFromParam(params.get('lifelogTypeCode'));
  const subject = params.get('subject');
  const subjectId = subject && subject !== session.snapshot().userInfo?.fhirResId ? subject : undefined;
  if (!typeKey) return <UnknownType />;
  return (
    <LifelogDetail
      key={`${typeKey} ${subjectId}`}
      typeKey={typeKey}
      subjectId={subjectId}
      pagePath={pagePath}
    />
  );
}

function UnknownType() {
  const { t } = useTranslation('lifelogRecords');
  return (
    <>
      <PageHeader title={t('detail.title')} />
      <EmptyState title={t('detail.unknownTypeTitle')}>
        <p className={styles.paragraph}>{t('detail.unknownTypeText')}</p>
        <Link to="/main/my" className={styles.primaryLink}>
          {t('detail.backToMy')}
        </Link>
      </EmptyState>
    </>
  );
}

function LifelogDetail({
  typeKey,
  subjectId,
  pagePath,
}: {
  typeKey: LifelogTypeKey;
  subjectId: string | undefined;
  pagePath: string;
}) {
  const { t } = useTranslation('lifelogRecords');
  const version = useReloadVersion(typeKey);
  const guides = useGuideRanges();
  // Without guides the page still shows every value, only without bands and grades.
  const ranges = guides.state === 'ready' ? guides.ranges : [];
  // A family member's sex is not known here: their grades use the guides that hold for both sexes.
  const genderCode = subjectId ? null : genderCodeOf(session.snapshot().userInfo?.userGenderCode);
  const pages = useRecordPages(typeKey, subjectId, version);
  return (
    <>
      <PageHeader title={lifelogTypeName(t, typeKey)} />
      <div className={styles.page}>
        {subjectId ? <p className={styles.note}>{t('detail.shared')}</p> : <MeterSync typeKey={typeKey} />}
        <ChartPanel
          typeKey={typeKey}
          subjectId={subjectId}
          ranges={ranges}
          genderCode={genderCode}
          version={version}
          records={overviewOf(pages)}
        />
        <RecordList
          typeKey={typeKey}
          subjectId={subjectId}
          ranges={ranges}
          genderCode={genderCode}
          pages={pages}
          pagePath={pagePath}
        />
      </div>
    </>
  );
}

/** The records' count and the newest one's day (the list is newest first), once the first page is read. */
function overviewOf({ list }: RecordPagesState): RecordsOverview | null {
  if (list.state !== 'ready') return null;
  const [newest] = list.records;
  return {
    total: list.total,
    latestDay: newest ? calendarDateIn(defaultTimeZone, new Date(newest.effectiveDateTime)) : null,
  };
}
