import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, messageFor, Sheet, pageStyles as common } from 'shared-kernel';
import { doseTickError, isCalendarDate, type RoutineMedicationDose } from 'shared-kernel/isomorphic';
import type { DashboardOverlayProps, DashboardWeek } from '../routine-common/dashboard';
import { dayLabelWithWeekday } from '../routine-common/dates';
import { doseTime } from '../routine-common/doseStatus';
import { DoseTick } from './DoseTick';
import styles from './takingMedicationRecord.module.css';

/** Where the person manages their plans (mf-medicine). */
export const medicinePath = '/main/medicine';

/** The day to tick (`?date=`): a day of the week the dashboard shows, today when absent or outside it. */
function useDoseDate(week: DashboardWeek): string {
  const [params] = useSearchParams();
  const asked = params.get('date');
  return asked && isCalendarDate(asked) && week.fromSearchDt <= asked && asked <= week.toSearchDt
    ? asked
    : week.today;
}

/** The day's doses by time of day (`HH:mm`), earliest first, each time's doses in the API's order. */
function byTime(doses: readonly RoutineMedicationDose[]): [string, RoutineMedicationDose[]][] {
  const groups = new Map<string, RoutineMedicationDose[]>();
  for (const dose of doses) groups.set(doseTime(dose), [...(groups.get(doseTime(dose)) ?? []), dose]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * `taking-medication-record`: a day's doses (`?date=`, today by default) grouped by time, each ticked taken or
 * not taken with one tap (a second tap unticks). A later day's doses cannot be ticked yet (M1105).
 */
export function TakingMedicationRecordOverlay({ week, actions, onClose }: DashboardOverlayProps) {
  const { t, i18n } = useTranslation('routine');
  const baseId = useId();
  const refusalId = `${baseId}-refusal`;
  const date = useDoseDate(week);
  const doses = week.days.find((day) => day.routhLapseDe === date)?.helthTkmdPlanList ?? [];
  const refusal = doseTickError(date, week.today);

  return (
    <Sheet title={t('takingMedicationRecord.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        <p className={styles.day}>{dayLabelWithWeekday(i18n.language, date)}</p>
        {refusal && doses.length > 0 ? (
          <p id={refusalId} className={common.hint}>
            {messageFor(refusal)}
          </p>
        ) : null}
        {doses.length === 0 ? <EmptyState title={t('takingMedicationRecord.noDoses')} /> : null}
        {byTime(doses).map(([time, group]) => (
          <section key={time} className={styles.group} aria-labelledby={`${baseId}-${time}`}>
            <h3 id={`${baseId}-${time}`} className={styles.time}>
              {t('takingMedicationRecord.at', { time })}
            </h3>
            <ul className={styles.doses}>
              {group.map((dose) => (
                <DoseTick
                  key={dose.tkmdDtlsSn}
                  dose={dose}
                  week={week}
                  actions={actions}
                  refusalId={refusal ? refusalId : null}
                />
              ))}
            </ul>
          </section>
        ))}
        {doses.length > 0 && !refusal ? (
          <p className={common.hint}>{t('takingMedicationRecord.undoHint')}</p>
        ) : null}
        <Link className={common.secondary} to={medicinePath}>
          {t('takingMedicationRecord.manage')}
        </Link>
      </div>
    </Sheet>
  );
}
