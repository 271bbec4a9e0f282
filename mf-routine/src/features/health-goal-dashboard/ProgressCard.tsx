import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthGoal } from 'shared-kernel/isomorphic';
import { pageStyles as common } from 'shared-kernel';
import { formatNumber } from '../routine-common/numbers';
import styles from './dashboard.module.css';

/** Exercise minutes and calories of the whole goal against its plan, and the no-smoking and drinking successes. */
export function ProgressCard({ goal }: { goal: HealthGoal }) {
  const { t } = useTranslation('routine');
  const headingId = useId();
  return (
    <section className={common.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={common.sectionTitle}>
        {t('dashboard.progress.title')}
      </h2>
      <div className={styles.meters} aria-live="polite">
        <Meter
          label={t('dashboard.progress.minutes')}
          value={goal.exrciseTimeMiTot}
          max={goal.exrciseTimeMiGoalTot}
          text={t('dashboard.progress.minutesValue', {
            done: formatNumber(goal.exrciseTimeMiTot, 0),
            goal: formatNumber(goal.exrciseTimeMiGoalTot, 0),
          })}
        />
        {/* Calories need a weight: with none recorded nor given in a weight target, "0 / 0kcal" would be false. */}
        {goal.cnsumCalValGoal === 0 && goal.exrciseTimeMiGoalTot > 0 ? (
          <p className={styles.meterHead}>
            <span className={styles.meterLabel}>{t('dashboard.progress.calories')}</span>
            <span className={styles.meterValue}>{t('dashboard.progress.caloriesUnknown')}</span>
          </p>
        ) : (
          <Meter
            label={t('dashboard.progress.calories')}
            value={goal.cnsumCalValTot}
            max={goal.cnsumCalValGoal}
            text={t('dashboard.progress.caloriesValue', {
              done: formatNumber(goal.cnsumCalValTot),
              goal: formatNumber(goal.cnsumCalValGoal),
            })}
          />
        )}
      </div>
    </section>
  );
}

function Meter({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const labelId = useId();
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <span id={labelId} className={styles.meterLabel}>
          {label}
        </span>
        <span className={styles.meterValue}>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={Math.max(max, value)}
        aria-valuenow={value}
        aria-valuetext={text}
        className={styles.meterTrack}
      >
        <div className={styles.meterFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
