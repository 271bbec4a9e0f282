import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { medicationStatusCodes, medicineNameIn, type RoutineMedicationDose } from 'shared-kernel/isomorphic';
import { pageStyles as common } from 'shared-kernel';
import { pendingKeyOf, type DashboardActions, type DashboardWeek } from '../routine-common/dashboard';
import { doseTime, shownDoseStatus } from '../routine-common/doseStatus';
import styles from './takingMedicationRecord.module.css';

type Tick = typeof medicationStatusCodes.taking | typeof medicationStatusCodes.notTaking;

/**
 * One dose with its two answers as toggle buttons: the pressed one is its status; pressing it again unticks
 * (0003). `refusalId` names the text that says why a later day's dose cannot be ticked; its buttons are off.
 */
export function DoseTick({
  dose,
  week,
  actions,
  refusalId,
}: {
  dose: RoutineMedicationDose;
  week: DashboardWeek;
  actions: DashboardActions;
  refusalId: string | null;
}) {
  const { t, i18n } = useTranslation('routine');
  const [busy, setBusy] = useState(false);
  const status = shownDoseStatus(dose, week.today);
  const pending = week.pendingKeys.has(pendingKeyOf('dose', dose.tkmdDtlsSn));
  const name = medicineNameIn(i18n.language, dose);
  const names = { name, time: doseTime(dose) };

  // While a tick goes the buttons stay focusable (a disabled button would drop the focus) but do nothing.
  const choose = async (tick: Tick) => {
    if (busy) return;
    setBusy(true);
    await actions.recordDose(dose, status === tick ? medicationStatusCodes.scheduled : tick);
    setBusy(false);
  };

  const button = (tick: Tick, text: string, label: string) => (
    <button
      type="button"
      className={status === tick ? styles.chosen : styles.choice}
      aria-pressed={status === tick}
      aria-label={label}
      aria-describedby={refusalId ?? undefined}
      disabled={refusalId !== null}
      onClick={() => void choose(tick)}
    >
      {text}
    </button>
  );

  return (
    <li className={styles.dose}>
      <p className={styles.doseHead}>
        <span className={styles.doseName}>{name}</span>
        {status ? <span className={common.hint}>{t(`dashboard.medicines.status.${status}`)}</span> : null}
        {pending ? <span className={common.pendingBadge}>{t('records.pending.badge')}</span> : null}
      </p>
      <div className={styles.answers}>
        {button(
          medicationStatusCodes.taking,
          t('takingMedicationRecord.taken'),
          t('takingMedicationRecord.takenLabel', names),
        )}
        {button(
          medicationStatusCodes.notTaking,
          t('takingMedicationRecord.notTaken'),
          t('takingMedicationRecord.notTakenLabel', names),
        )}
      </div>
    </li>
  );
}
