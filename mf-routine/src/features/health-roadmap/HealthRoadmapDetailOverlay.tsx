import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, formatDate, Loading, Sheet, pageStyles as common, LoadFailure } from 'shared-kernel';
import type { DashboardOverlayProps } from '../routine-common/dashboard';
import { goalItemName, goalItemUnit } from '../routine-common/names';
import { formatNumber } from '../routine-common/numbers';
import type { HealthGoal } from 'shared-kernel/isomorphic';
import type { Roadmap } from './roadmapData';
import { RoadmapFigure } from './RoadmapFigure';
import { RoadmapHeadline } from './RoadmapHeadline';
import { useRoadmap } from './useRoadmap';
import styles from './roadmap.module.css';

/** mf-lifelog's overlay for the latest weight and height (the basal metabolic rate), over this one. */
const weightEntrySegment = 'input/basal/metabolic';

/** `health-roadmap-detail`: the roadmap bigger, its records as a table, and where to record a new weight. */
export function HealthRoadmapDetailOverlay({ week, onClose }: DashboardOverlayProps) {
  const { t } = useTranslation('routine');
  return (
    <Sheet title={t('roadmap.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        {week.goal ? <RoadmapDetail goal={week.goal} /> : <EmptyState title={t('roadmap.noGoal')} />}
      </div>
    </Sheet>
  );
}

function RoadmapDetail({ goal }: { goal: HealthGoal }) {
  const { t } = useTranslation('routine');
  const { pathname } = useLocation();
  const { loaded, retry } = useRoadmap(goal);
  // The overlay's own path: mf-lifelog's form opens over it and closes back to it.
  const here = pathname.slice(
    0,
    pathname.indexOf('/health-roadmap-detail') + '/health-roadmap-detail'.length,
  );
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  if (!loaded.value) return <EmptyState title={t('roadmap.noTarget')} />;
  const roadmap = loaded.value;
  return (
    <>
      <RoadmapHeadline roadmap={roadmap} />
      <RoadmapFigure roadmap={roadmap} height={300} />
      <Link className={common.primary} to={`${here}/${weightEntrySegment}`}>
        {t('roadmap.enterWeight')}
      </Link>
      {roadmap.records.length > 0 ? (
        <RecordsTable roadmap={roadmap} />
      ) : (
        <p className={common.hint}>{t('roadmap.noRecords')}</p>
      )}
    </>
  );
}

/** The chart's numbers as a table: newest first, with the change from the begin value. */
function RecordsTable({ roadmap }: { roadmap: Roadmap }) {
  const { t } = useTranslation('routine');
  const item = goalItemName(t, roadmap.detail.helthGoalItemCode);
  const unit = goalItemUnit(roadmap.detail.helthGoalItemCode);
  const change = (value: number) => {
    const difference = Math.round((value - roadmap.begin.value) * 10) / 10;
    return `${difference > 0 ? '+' : ''}${formatNumber(difference)}${unit}`;
  };
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('roadmap.tableCaption', { item })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roadmap.columns.date')}</th>
            <th scope="col">{t('roadmap.columns.value', { item, unit })}</th>
            <th scope="col">{t('roadmap.columns.change')}</th>
          </tr>
        </thead>
        <tbody>
          {[...roadmap.records].reverse().map((record) => (
            <tr key={record.date}>
              <th scope="row">{formatDate(record.date)}</th>
              <td>{formatNumber(record.value)}</td>
              <td>{change(record.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
