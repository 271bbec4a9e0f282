import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, pageStyles as common } from 'shared-kernel';
import { type HealthGoal, type HealthGoalDetail } from 'shared-kernel/isomorphic';
import { goalItemName, goalItemUnit } from '../routine-common/names';
import styles from './history.module.css';

const menuPath = '/main/health-goal-history/HealthGoalHistoryListCardMenu';

/** One goal: its period and state, what it achieved, and its menu. */
export function HistoryCard({ goal }: { goal: HealthGoal }) {
  const { t, i18n } = useTranslation('routine');
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const period = t('common.period', { begin: formatDate(goal.goalBeginDe), end: formatDate(goal.goalEndDe) });
  const query = new URLSearchParams({
    goalSttusCode: goal.goalSttusCode,
    helthGoalSn: String(goal.helthGoalSn),
  });

  return (
    <li>
      <article className={common.card} aria-labelledby={headingId}>
        <div className={common.cardHead}>
          <div className={styles.cardTitle}>
            <h3 id={headingId} className={styles.period}>
              {period}
            </h3>
            <span className={common.hint}>{t('common.days', { count: goal.goalTotDayCnt })}</span>
          </div>
          <span className={styles[`state${goal.goalSttusCode}`]}>
            {t(`history.status.${goal.goalSttusCode}`)}
          </span>
        </div>
        <dl className={styles.results}>
          <Result
            label={t('history.results.exercise')}
            value={t('history.results.exerciseValue', {
              done: number.format(goal.exrciseTimeMiTot),
              goal: number.format(goal.exrciseTimeMiGoalTot),
            })}
            ratio={goal.exrciseTimeMiGoalTot ? goal.exrciseTimeMiTot / goal.exrciseTimeMiGoalTot : null}
          />
          <Result
            label={t('history.results.calories')}
            value={t('history.results.caloriesValue', {
              done: number.format(goal.cnsumCalValTot),
              goal: number.format(goal.cnsumCalValGoal),
            })}
            ratio={goal.cnsumCalValGoal ? goal.cnsumCalValTot / goal.cnsumCalValGoal : null}
          />
          {goal.nosmkngAt === 'Y' ? (
            <Result
              label={t('history.results.noSmoking')}
              value={t('history.results.successDays', {
                success: goal.nosmkngSuccessDayCnt,
                plan: goal.nosmkngPlanDayCnt,
              })}
            />
          ) : null}
          {goal.alchlGoal ? (
            <Result
              label={t('history.results.drinking')}
              value={t('history.results.drinkingValue', {
                success: goal.alchlSuccessDayCnt,
                plan: goal.alchlPlanDayCnt,
                average: number.format(goal.alchlGlassCntAvg),
              })}
            />
          ) : null}
          {goal.helthGoalDetailList.map((detail) => (
            <Result
              key={detail.helthGoalItemCode}
              label={goalItemName(t, detail.helthGoalItemCode)}
              value={<TargetChange detail={detail} format={number.format} />}
            />
          ))}
        </dl>
        <Link
          className={common.secondary}
          to={`${menuPath}?${query.toString()}`}
          aria-label={t('history.menuOf', { period })}
        >
          {t('history.menu')}
        </Link>
      </article>
    </li>
  );
}

function Result({ label, value, ratio }: { label: string; value: ReactNode; ratio?: number | null }) {
  return (
    <div className={styles.result}>
      <dt>{label}</dt>
      <dd>
        {value}
        {ratio !== undefined && ratio !== null ? (
          <span className={styles.bar} aria-hidden="true">
            <span
              className={styles.barFill}
              style={{ width: `${Math.min(100, Math.round(ratio * 100))}%` }}
            />
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** Weight or waist from the value the goal began with to the latest one, against the target. */
function TargetChange({ detail, format }: { detail: HealthGoalDetail; format: (value: number) => string }) {
  const { t } = useTranslation('routine');
  const unit = goalItemUnit(detail.helthGoalItemCode);
  const latest = detail.healthGoalItemVal;
  if (latest === null) {
    return (
      <>
        {t('history.results.noLatest', {
          before: format(detail.beforeVal),
          goal: format(detail.goalVal),
          unit,
        })}
      </>
    );
  }
  const change = Math.round((latest - detail.beforeVal) * 10) / 10;
  return (
    <>
      {t('history.results.targetValue', {
        before: format(detail.beforeVal),
        latest: format(latest),
        change: `${change > 0 ? '+' : change < 0 ? '−' : '±'}${format(Math.abs(change))}`,
        goal: format(detail.goalVal),
        unit,
      })}
    </>
  );
}
