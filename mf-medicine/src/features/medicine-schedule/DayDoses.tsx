import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, messageFor, pageStyles as common } from 'shared-kernel';
import {
  doseTickError,
  medicationStatusCodes,
  type MedicationDose,
  type MedicationStatusCode,
} from 'shared-kernel/isomorphic';
import { tickedAtText } from '../medicine-common/dates';
import { timeLabel, typeName } from '../medicine-common/planText';
import { tickOrKeep } from '../pending-doses';
import styles from './schedule.module.css';

/** When the dose was ticked taken or not taken, as Medisafe shows it ("08:12에 먹었어요"). */
function TickedAt({ dose, day }: { dose: MedicationDose; day: string }) {
  const { t } = useTranslation('medicine');
  if (dose.tkmdDt === null) return null;
  const time = tickedAtText(dose.tkmdDt, day);
  if (dose.tkmdSttusCode === medicationStatusCodes.taking)
    return <span className={common.hint}>{t('dose.takenAt', { time })}</span>;
  if (dose.tkmdSttusCode === medicationStatusCodes.notTaking)
    return <span className={common.hint}>{t('dose.notTakenAt', { time })}</span>;
  return null;
}

/** A day's doses, grouped by time of day, each with one-tap "taken" and "not taken" (tapped again: unticked). */
export function DayDoses({
  day,
  today,
  doses,
  nameOf,
  pendingDoses,
  onSent,
}: {
  day: string;
  today: string;
  doses: readonly MedicationDose[];
  /** A dose's medicine name in the person's language (planText's doseNamer). */
  nameOf: (dose: MedicationDose) => string;
  /** tkmdDtlsSn of the doses whose tick waits on this phone. */
  pendingDoses: ReadonlySet<number>;
  onSent: (dose: MedicationDose) => void;
}) {
  const { t } = useTranslation('medicine');
  const [sending, setSending] = useState<number | null>(null);
  const refusal = doseTickError(`${day}T00:00:00`, today);
  const times = [...new Set(doses.map((dose) => dose.tkmdPlanDt.slice(11, 16)))].sort();

  async function tick(dose: MedicationDose, wanted: MedicationStatusCode) {
    const status = dose.tkmdSttusCode === wanted ? medicationStatusCodes.scheduled : wanted;
    setSending(dose.tkmdDtlsSn);
    try {
      const result = await tickOrKeep({
        tkmdSn: dose.tkmdSn,
        tkmdDtlsSn: dose.tkmdDtlsSn,
        tkmdNm: nameOf(dose),
        tkmdPlanDt: dose.tkmdPlanDt,
        tkmdSttusCode: status,
      });
      if (result.state === 'sent') onSent(result.dose);
      else void dialogs.toast(t('pending.kept'));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      void dialogs.alert({ message: failure.message });
    } finally {
      setSending(null);
    }
  }

  if (doses.length === 0) return <p className={common.text}>{t('today.noDoses')}</p>;

  return (
    <div className={styles.day}>
      {refusal ? <p className={common.hint}>{messageFor(refusal)}</p> : null}
      {times.map((time) => (
        <section key={time} className={styles.timeGroup} aria-label={timeLabel(t, time)}>
          <h3 className={styles.timeTitle}>{timeLabel(t, time)}</h3>
          <ul className={styles.doses}>
            {doses
              .filter((dose) => dose.tkmdPlanDt.slice(11, 16) === time)
              .map((dose) => {
                const name = nameOf(dose);
                const label = { name, time: timeLabel(t, time) };
                const disabled = refusal !== null || sending === dose.tkmdDtlsSn;
                return (
                  <li key={dose.tkmdDtlsSn} className={styles.dose}>
                    <div className={styles.doseName}>
                      <strong>{name}</strong>
                      <span className={common.hint}>{typeName(t, dose.tkmdTypeCode)}</span>
                      {dose.tkmdSttusCode === medicationStatusCodes.unchecked ? (
                        <span className={common.badge}>{t('dose.unchecked')}</span>
                      ) : null}
                      {pendingDoses.has(dose.tkmdDtlsSn) ? (
                        <span className={common.pendingBadge}>{t('pending.badge')}</span>
                      ) : (
                        <TickedAt dose={dose} day={day} />
                      )}
                    </div>
                    <div className={styles.tickButtons}>
                      <button
                        type="button"
                        className={styles.tick}
                        aria-pressed={dose.tkmdSttusCode === medicationStatusCodes.taking}
                        aria-label={t('dose.takenName', label)}
                        disabled={disabled}
                        onClick={() => void tick(dose, medicationStatusCodes.taking)}
                      >
                        {t('dose.taken')}
                      </button>
                      <button
                        type="button"
                        className={styles.tickNot}
                        aria-pressed={dose.tkmdSttusCode === medicationStatusCodes.notTaking}
                        aria-label={t('dose.notTakenName', label)}
                        disabled={disabled}
                        onClick={() => void tick(dose, medicationStatusCodes.notTaking)}
                      >
                        {t('dose.notTaken')}
                      </button>
                    </div>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
