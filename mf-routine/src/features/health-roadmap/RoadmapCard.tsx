import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading } from 'shared-kernel';
import type { RoadmapCardProps } from '../routine-common/dashboard';
import { LoadFailure } from '../routine-common/LoadFailure';
import common from '../routine-common/routine.module.css';
import { RoadmapFigure } from './RoadmapFigure';
import { RoadmapHeadline } from './RoadmapHeadline';
import { useRoadmap } from './useRoadmap';

/** The dashboard's roadmap: weight or waist from the begin value toward the goal; opens the detail. */
export function RoadmapCard({ goal, basePath }: RoadmapCardProps) {
  const { t } = useTranslation('routine');
  const headingId = useId();
  const { loaded, retry } = useRoadmap(goal);
  if (loaded.state === 'ready' && loaded.value === null) return null;
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <div className={common.cardHead}>
        <h2 id={headingId} className={common.sectionTitle}>
          {t('roadmap.title')}
        </h2>
        <Link className={common.quiet} to={`${basePath}/health-roadmap-detail`}>
          {t('roadmap.open')}
        </Link>
      </div>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' && loaded.value ? (
        <>
          <RoadmapHeadline roadmap={loaded.value} />
          {loaded.value.records.length > 0 ? (
            <RoadmapFigure roadmap={loaded.value} height={220} />
          ) : (
            <p className={common.hint}>{t('roadmap.noRecords')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
