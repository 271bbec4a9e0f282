import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  Loading,
  useKeptEntries,
  useSessionUserId,
  pageStyles as common,
  LoadFailure,
  requestChannelShare,
} from 'shared-kernel';
import type { MedicationDose } from 'shared-kernel/isomorphic';
import { AdherenceBar } from '../medicine-common/AdherenceBar';
import { dayLabelWithWeekday, seoulNow, seoulToday } from '../medicine-common/dates';
import { doseNamer } from '../medicine-common/planText';
import { syncReminders } from '../dose-reminders/doseReminders';
import { keptTicks, PendingTicks, subscribeToTickEvents } from '../pending-doses';
import { PlanDetailSheet } from '../plan-detail/PlanDetailSheet';
import { adherenceBetween, boardRange, type Board } from './board';
import { DayDoses } from './DayDoses';
import { PlanList } from './PlanList';
import { useBoard } from './useBoard';
import { WeekStrip } from './WeekStrip';
import styles from './schedule.module.css';

export const medicinePath = '/main/medicine';

/**
 * `/main/medicine`: the day's doses with one-tap ticks, the week, adherence this week and month (overall and per
 * plan), a share of the week's adherence into family channels and the plan list; `?plan=N` opens a plan's detail
 * over it.
 */
export function MedicineSchedulePage() {
  const { t } = useTranslation('medicine');
  const today = seoulToday();
  const range = useMemo(() => boardRange(today), [today]);
  const { loaded, retry, refresh, replaceDose } = useBoard(range);

  useEffect(
    () =>
      subscribeToTickEvents((event) => {
        if (event.type === 'sent') replaceDose(event.dose);
        refresh();
      }),
    [refresh, replaceDose],
  );

  return (
    <div className={common.page}>
      <h1 className={common.visuallyHidden}>{t('schedule.title')}</h1>
      <PendingTicks />
      {loaded.state === 'loading' ? (
        <Loading />
      ) : loaded.state === 'failed' ? (
        <LoadFailure message={loaded.message} onRetry={retry} />
      ) : (
        <Schedule
          board={loaded.value}
          today={today}
          range={range}
          onDose={(dose) => {
            replaceDose(dose);
            refresh();
          }}
          onPlansChanged={refresh}
        />
      )}
    </div>
  );
}

function Schedule({
  board,
  today,
  range,
  onDose,
  onPlansChanged,
}: {
  board: Board;
  today: string;
  range: ReturnType<typeof boardRange>;
  onDose: (dose: MedicationDose) => void;
  onPlansChanged: () => void;
}) {
  const { t, i18n } = useTranslation('medicine');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(today);
  const userId = useSessionUserId();
  const kept = useKeptEntries(keptTicks, userId);
  const now = seoulNow();

  // A tick kept on this phone shows as made, marked as waiting.
  const doses = useMemo(
    () =>
      board.doses.map((dose) => {
        const tick = kept.find((entry) => entry.tkmdDtlsSn === dose.tkmdDtlsSn);
        return tick ? { ...dose, tkmdSttusCode: tick.tkmdSttusCode } : dose;
      }),
    [board.doses, kept],
  );
  const pendingDoses = useMemo(() => new Set(kept.map((entry) => entry.tkmdDtlsSn)), [kept]);

  const nameOf = useMemo(() => doseNamer(i18n.language, board.plans), [i18n.language, board.plans]);
  useEffect(() => {
    syncReminders(t, nameOf, board.plans, doses, seoulNow());
  }, [t, nameOf, board.plans, doses]);

  const planSn = Number(params.get('plan'));
  const openPlan = board.plans.find((plan) => plan.tkmdSn === planSn) ?? null;
  const closePlan = () => navigate(medicinePath);

  if (board.plans.length === 0) {
    return (
      <EmptyState title={t('schedule.emptyTitle')}>
        <p className={common.text}>{t('schedule.emptyText')}</p>
        <Link className={common.primary} to="registration-options">
          {t('schedule.add')}
        </Link>
      </EmptyState>
    );
  }

  const dayDoses = doses.filter((dose) => dose.tkmdPlanDt.startsWith(selected));

  return (
    <>
      <div className={styles.toolbar}>
        <Link className={common.secondary} to="registration-options">
          {t('schedule.add')}
        </Link>
      </div>

      <section className={common.card} aria-labelledby="doses-title">
        <h2 id="doses-title" className={common.sectionTitle}>
          {selected === today ? t('today.title') : dayLabelWithWeekday(i18n.language, selected)}
        </h2>
        <WeekStrip
          first={range.week.first}
          today={today}
          doses={doses}
          selected={selected}
          onSelect={setSelected}
        />
        <DayDoses
          day={selected}
          today={today}
          doses={dayDoses}
          nameOf={nameOf}
          pendingDoses={pendingDoses}
          onSent={onDose}
        />
      </section>

      <section className={common.card} aria-labelledby="adherence-title">
        <h2 id="adherence-title" className={common.sectionTitle}>
          {t('adherence.title')}
        </h2>
        <p className={common.hint}>{t('adherence.rule')}</p>
        <AdherenceBar
          label={t('adherence.week')}
          adherence={adherenceBetween(doses, range.week.first, range.week.last, now)}
        />
        <AdherenceBar
          label={t('adherence.month')}
          adherence={adherenceBetween(doses, range.month.first, range.month.last, now)}
        />
        <button
          type="button"
          className={common.secondary}
          onClick={() =>
            requestChannelShare({
              actCode: '0005',
              fromPeriodDt: range.week.first,
              toPeriodDt: range.week.last,
            })
          }
        >
          {t('adherence.shareWeek')}
        </button>
      </section>

      <PlanList plans={board.plans} />

      {openPlan ? (
        <PlanDetailSheet plan={openPlan} today={today} onClose={closePlan} onChanged={onPlansChanged} />
      ) : null}
    </>
  );
}
