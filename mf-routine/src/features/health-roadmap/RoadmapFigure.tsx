import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, Loading } from 'shared-kernel';
import { emptyValue } from 'shared-kernel/isomorphic';
import { goalItemName, goalItemUnit } from '../routine-common/names';
import { formatNumber } from '../routine-common/numbers';
import type { Roadmap } from './roadmapData';
import styles from './roadmap.module.css';

const RoadmapChart = lazy(() => import('./RoadmapChart'));

/** The roadmap chart (its own chunk), summed up for screen readers in its label. */
export function RoadmapFigure({ roadmap, height }: { roadmap: Roadmap; height: number }) {
  const { t } = useTranslation('routine');
  const item = goalItemName(t, roadmap.detail.helthGoalItemCode);
  const unit = goalItemUnit(roadmap.detail.helthGoalItemCode);
  const withUnit = (value: number) => `${formatNumber(value)}${unit}`;
  const summary = t('roadmap.summary', {
    item,
    count: roadmap.records.length,
    begin: withUnit(roadmap.begin.value),
    latest: roadmap.latest ? withUnit(roadmap.latest.value) : emptyValue,
    goal: withUnit(roadmap.goal.value),
  });
  return (
    <figure className={styles.figure}>
      <Suspense fallback={<Loading />}>
        <div role="img" aria-label={summary} className={styles.chart}>
          <RoadmapChart
            begin={roadmap.begin}
            goal={roadmap.goal}
            records={roadmap.records}
            names={{
              records: t('roadmap.records', { item }),
              plan: t('roadmap.plan'),
              goal: t('roadmap.goalLine', { value: withUnit(roadmap.goal.value) }),
              end: t('roadmap.endDay', { date: formatDate(roadmap.goal.date, 'MM.DD') }),
            }}
            formatValue={(value) => formatNumber(value)}
            formatDay={(time) => formatDate(time, 'MM.DD')}
            height={height}
          />
        </div>
      </Suspense>
    </figure>
  );
}
