import { useTranslation } from 'react-i18next';
import { WeekStrip as DayStrip, type WeekStripDay } from 'shared-kernel';
import { medicationStatusCodes, type MedicationDose } from 'shared-kernel/isomorphic';

/** Monday to Sunday of this week, the chosen day pressed; each names how many of its doses were taken. */
export function WeekStrip({
  first,
  today,
  doses,
  selected,
  onSelect,
}: {
  first: string;
  today: string;
  doses: readonly MedicationDose[];
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation('medicine');
  const dayOf = (day: string): WeekStripDay => {
    const ofDay = doses.filter((dose) => dose.tkmdPlanDt.startsWith(day));
    const taken = ofDay.filter((dose) => dose.tkmdSttusCode === medicationStatusCodes.taking).length;
    if (ofDay.length === 0) return { state: t('week.nothing'), mark: null };
    return {
      state: t('week.taken', { taken, count: ofDay.length }),
      mark: taken === ofDay.length ? 'done' : 'planned',
    };
  };
  return (
    <DayStrip
      first={first}
      today={today}
      selected={selected}
      onSelect={onSelect}
      label={t('week.label')}
      todayLabel={t('week.today')}
      dayOf={dayOf}
    />
  );
}
