import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading, pageStyles as common, LoadFailure } from 'shared-kernel';
import type { RoadmapCardProps } from '../routine-common/dashboard';
import { RoadmapFigure } from './RoadmapFigure';
import { RoadmapHeadline } from './RoadmapHeadline';
import styles from './roadmap.module.css';
import { useNearViewport } from './useNearViewport';
import { useRoadmap } from './useRoadmap';

/** The dashboard's roadmap: weight or waist from the begin value toward the goal; opens the detail. */
export function RoadmapCard({ goal, basePath }: RoadmapCardProps) {
  const { t } = useTranslation('routine');
  const headingId = useId();
  const { loaded, retry } = useRoadmap(goal);
  const cardRef = useRef<HTMLElement>(null);
  const near = useNearViewport(cardRef);
  if (loaded.state === 'ready' && loaded.value === null) return null;
  return (
    <section ref={cardRef} className={common.card} aria-labelledby={headingId}>
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
          {near ? (
            <RoadmapFigure roadmap={loaded.value} height={220} />
          ) : (
            <div className={styles.chartPlace} />
          )}
          {loaded.value.records.length === 0 ? <p className={common.hint}>{t('roadmap.noRecords')}</p> : null}
        </>
      ) : null}
    </section>
  );
}
