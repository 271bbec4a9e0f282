import { useTranslation } from 'react-i18next';
import { emptyValue } from 'shared-kernel/isomorphic';
import { goalItemName, goalItemUnit } from '../routine-common/names';
import { formatNumber } from '../routine-common/numbers';
import type { Roadmap } from './roadmapData';
import styles from './roadmap.module.css';

/** "체중 72kg → 목표 68kg", with the latest record and how far it is from the goal. */
export function RoadmapHeadline({ roadmap }: { roadmap: Roadmap }) {
  const { t } = useTranslation('routine');
  const unit = goalItemUnit(roadmap.detail.helthGoalItemCode);
  const withUnit = (value: number) => `${formatNumber(value)}${unit}`;
  const left = roadmap.latest ? Math.round((roadmap.latest.value - roadmap.goal.value) * 10) / 10 : null;
  return (
    <div className={styles.headlineBox}>
      <dl className={styles.headline}>
        <div>
          <dt>{t('roadmap.begin')}</dt>
          <dd>{withUnit(roadmap.begin.value)}</dd>
        </div>
        <div>
          <dt>{t('roadmap.latest')}</dt>
          <dd>{roadmap.latest ? withUnit(roadmap.latest.value) : emptyValue}</dd>
        </div>
        <div>
          <dt>{t('roadmap.goal', { item: goalItemName(t, roadmap.detail.helthGoalItemCode) })}</dt>
          <dd>{withUnit(roadmap.goal.value)}</dd>
        </div>
      </dl>
      {left !== null ? (
        <p className={styles.left}>
          {left > 0 ? t('roadmap.left', { value: withUnit(left) }) : t('roadmap.reached')}
        </p>
      ) : null}
    </div>
  );
}
