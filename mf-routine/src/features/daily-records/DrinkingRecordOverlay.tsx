import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, messageFor, Sheet, pageStyles as common } from 'shared-kernel';
import {
  dailyEntryError,
  drinkKinds,
  glassSizesMl,
  pureAlcoholGrams,
  routineLimits,
  type DrinkingDetail,
  type DrinkKind,
  type GlassCounts,
  type YesNo,
} from 'shared-kernel/isomorphic';
import type { DashboardActions, DashboardOverlayProps } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';
import { drinkKindName } from '../routine-common/names';
import { formatNumber } from '../routine-common/numbers';
import { DayChooser } from './DayChooser';
import { useRecordDate, useRecordDay } from './useRecordDay';
import styles from './dailyRecords.module.css';

/** Spec section 4: a drinking day with no glass counted is one glass. */
const defaultCounts: GlassCounts = { soju: 1 };

/** `drinking-record`: drank or not on a past day (`?date=`, yesterday by default), and glasses by kind. */
export function DrinkingRecordOverlay({ week, actions, onClose }: DashboardOverlayProps) {
  const { t } = useTranslation('routine');
  const [date, setDate] = useRecordDate(week);
  const day = useRecordDay(week, date);
  const refusal = dailyEntryError(date, week.today);
  const detail = day.state === 'ready' ? (day.value?.helthGoalAlchlDtls ?? null) : null;

  return (
    <Sheet title={t('records.drinking.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        <DayChooser week={week} date={date} onChange={setDate} />
        {refusal ? <p className={common.error}>{messageFor(refusal)}</p> : null}
        {!refusal && day.state === 'loading' ? <Loading /> : null}
        {!refusal && day.state === 'failed' ? <p className={common.error}>{day.message}</p> : null}
        {!refusal && day.state === 'ready' && !detail ? <EmptyState title={t('records.noPlan')} /> : null}
        {!refusal && detail ? (
          <DrinkingForm key={detail.alchlExecutDtlsSn} detail={detail} actions={actions} onClose={onClose} />
        ) : null}
      </div>
    </Sheet>
  );
}

function totalOf(counts: GlassCounts): number {
  return drinkKinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
}

function DrinkingForm({
  detail,
  actions,
  onClose,
}: {
  detail: DrinkingDetail;
  actions: DashboardActions;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('routine');
  const [answer, setAnswer] = useState<YesNo | null>(detail.alchlAt);
  const [counts, setCounts] = useState<GlassCounts>(() =>
    detail.alchlGlassCntDtl && totalOf(detail.alchlGlassCntDtl) > 0 ? detail.alchlGlassCntDtl : defaultCounts,
  );
  const [busy, setBusy] = useState(false);
  const total = totalOf(counts);

  const step = (kind: DrinkKind, by: number) =>
    setCounts((current) => ({ ...current, [kind]: Math.max(0, (current[kind] ?? 0) + by) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer) return;
    setBusy(true);
    const glasses = Object.fromEntries(
      drinkKinds.flatMap((kind) => (counts[kind] ? [[kind, counts[kind]]] : [])),
    );
    const saved = await actions.recordDrinking(detail, {
      alchlExecutDtlsSn: detail.alchlExecutDtlsSn,
      alchlAt: answer,
      ...(answer === 'Y' ? { alchlGlassCntDtl: glasses } : {}),
    });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <fieldset className={common.fieldset}>
        <legend className={common.legend}>
          {t('records.drinking.question', { date: dayLabel(i18n.language, detail.alchlPlanDe) })}
        </legend>
        <div className={common.choices}>
          <label className={common.choice}>
            <input type="radio" name="alchlAt" checked={answer === 'N'} onChange={() => setAnswer('N')} />
            {t('records.drinking.didNotDrink')}
          </label>
          <label className={common.choice}>
            <input type="radio" name="alchlAt" checked={answer === 'Y'} onChange={() => setAnswer('Y')} />
            {t('records.drinking.drankAnswer')}
          </label>
        </div>
      </fieldset>

      {answer === 'Y' ? (
        <fieldset className={common.fieldset}>
          <legend className={common.legend}>{t('records.drinking.glasses')}</legend>
          <ul className={styles.steppers}>
            {drinkKinds.map((kind) => {
              const name = drinkKindName(t, kind);
              const count = counts[kind] ?? 0;
              return (
                <li key={kind} className={styles.stepper}>
                  <span className={styles.kind}>
                    <span className={styles.kindName}>{name}</span>
                    <span className={common.hint}>
                      {t('records.drinking.glassSize', { ml: glassSizesMl[kind] })}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={common.iconButton}
                    aria-label={t('records.drinking.less', { kind: name })}
                    disabled={count === 0 || total <= 1}
                    onClick={() => step(kind, -1)}
                  >
                    −
                  </button>
                  <output className={styles.count} aria-label={t('records.drinking.countOf', { kind: name })}>
                    {t('common.glasses', { count })}
                  </output>
                  <button
                    type="button"
                    className={common.iconButton}
                    aria-label={t('records.drinking.more', { kind: name })}
                    disabled={total >= routineLimits.glassesPerDay}
                    onClick={() => step(kind, 1)}
                  >
                    +
                  </button>
                </li>
              );
            })}
          </ul>
          <p className={styles.total} aria-live="polite">
            {t('records.drinking.total', {
              glasses: t('common.glasses', { count: total }),
              grams: formatNumber(pureAlcoholGrams(counts)),
            })}
          </p>
          <p className={common.hint}>{t('records.drinking.gramsNote')}</p>
        </fieldset>
      ) : null}

      <button type="submit" className={common.primary} disabled={!answer || busy}>
        {t('records.save')}
      </button>
    </form>
  );
}
