import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { medicationPlanStates, medicineNameIn, type MedicationPlan } from 'shared-kernel/isomorphic';
import { pageStyles as common } from 'shared-kernel';
import { AdherenceBar } from '../medicine-common/AdherenceBar';
import { cycleText, periodText, timesText } from '../medicine-common/planText';
import styles from './schedule.module.css';

/** The person's plans in three sections (ongoing, scheduled, ended), each opening its detail. */
export function PlanList({ plans }: { plans: readonly MedicationPlan[] }) {
  const { t, i18n } = useTranslation('medicine');
  return (
    <>
      {medicationPlanStates.map((state) => {
        const inState = plans.filter((plan) => plan.planState === state);
        if (inState.length === 0) return null;
        return (
          <section key={state} className={common.card} aria-labelledby={`plans-${state}`}>
            <h2 id={`plans-${state}`} className={common.sectionTitle}>
              {t(`plans.${state}`, { count: inState.length })}
            </h2>
            <ul className={styles.plans}>
              {inState.map((plan) => (
                <li key={plan.tkmdSn} className={styles.plan}>
                  <Link className={styles.planLink} to={`?plan=${plan.tkmdSn}`}>
                    {medicineNameIn(i18n.language, plan)}
                  </Link>
                  <span className={common.hint}>
                    {cycleText(t, i18n.language, plan)} · {timesText(t, plan.tkmdTimeList)}
                  </span>
                  <span className={common.hint}>{periodText(t, plan)}</span>
                  <AdherenceBar
                    label={t('adherence.ofPlan', { name: medicineNameIn(i18n.language, plan) })}
                    adherence={plan.adherence}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
