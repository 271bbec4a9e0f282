import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, dialogs, OverlayPortal, Sheet, Switch, pageStyles as common } from 'shared-kernel';
import {
  addDays,
  medicationPlanInputOf,
  medicineNameIn,
  noEndDate,
  type MedicationPlan,
} from 'shared-kernel/isomorphic';
import { AdherenceBar } from '../medicine-common/AdherenceBar';
import { continuePlan, setPlanReminder, updatePlan } from '../medicine-common/medicineApi';
import { cycleText, periodText, timesText, typeName } from '../medicine-common/planText';
import forms from '../medicine-common/forms.module.css';
import styles from './planDetail.module.css';

/** The lengths an ended medicine can be taken again for, in days from today; null: with no end. */
const continuationDays = [7, 30, 90, null] as const;

/**
 * A plan's detail over the medicine tab: its cycle, period, times, reminder switch, missed-dose alert and
 * adherence; editing (what changes applies to doses from now on) and ending (tkmdEndDe = today) unless ended.
 */
export function PlanDetailSheet({
  plan,
  today,
  onClose,
  onChanged,
}: {
  plan: MedicationPlan;
  today: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('medicine');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const ended = plan.planState === 'ended';
  const name = medicineNameIn(i18n.language, plan);

  async function run(change: () => Promise<unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      onChanged();
      if (done) void dialogs.toast(done);
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      void dialogs.alert({ message: failure.message });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function end() {
    const confirmed = await dialogs.confirm({
      title: t('detail.endTitle'),
      message: t('detail.endConfirm', { name }),
      confirmLabel: t('detail.end'),
    });
    if (!confirmed) return;
    if (
      await run(
        () => updatePlan(plan.tkmdSn, { ...medicationPlanInputOf(plan), tkmdEndDe: today }),
        t('detail.ended'),
      )
    )
      onClose();
  }

  /** How long an ended medicine is taken again: a week, a month, three months, or with no end. */
  async function continueTaking() {
    const days = await dialogs.select({
      title: t('detail.continueTitle', { name }),
      message: t('detail.continueNote'),
      options: continuationDays.map((count) => ({
        value: String(count),
        label: count === null ? t('detail.continueNoEnd') : t('detail.continueDays', { count }),
      })),
    });
    if (days === null) return;
    const tkmdEndDe = days === 'null' ? noEndDate : addDays(today, Number(days) - 1);
    await run(() => continuePlan(plan.tkmdSn, { tkmdEndDe }), t('detail.continued'));
  }

  return (
    <OverlayPortal>
      <Sheet title={name} onClose={onClose}>
        <div className={common.sheetBody}>
          <dl className={forms.facts}>
            <dt>{t('detail.type')}</dt>
            <dd>{typeName(t, plan.tkmdTypeCode)}</dd>
            {plan.entpName || plan.strength ? (
              <>
                <dt>{t('detail.product')}</dt>
                <dd>{[plan.entpName, plan.strength].filter(Boolean).join(' · ')}</dd>
              </>
            ) : null}
            <dt>{t('detail.state')}</dt>
            <dd>{t(`detail.states.${plan.planState}`)}</dd>
            <dt>{t('detail.cycle')}</dt>
            <dd>{cycleText(t, i18n.language, plan)}</dd>
            <dt>{t('detail.period')}</dt>
            <dd>{periodText(t, plan)}</dd>
            <dt>{t('detail.times')}</dt>
            <dd>{timesText(t, plan.tkmdTimeList)}</dd>
            <dt>{t('detail.missedAlert')}</dt>
            <dd>
              {plan.missedAlertMi === null
                ? t('detail.missedAlertOff')
                : t('detail.missedAlertAfter', { count: plan.missedAlertMi })}
            </dd>
          </dl>

          <Switch
            label={t('detail.reminder')}
            checked={plan.notiAt === 'Y'}
            disabled={busy || ended}
            onChange={(checked) =>
              void run(() => setPlanReminder(plan.tkmdSn, { notiAt: checked ? 'Y' : 'N' }))
            }
          />

          <AdherenceBar label={t('adherence.ofPlan', { name })} adherence={plan.adherence} />

          {ended ? (
            <div className={styles.actions}>
              <p className={common.hint}>{t('detail.endedNote')}</p>
              <button
                type="button"
                className={common.primary}
                disabled={busy}
                onClick={() => void continueTaking()}
              >
                {t('detail.continue')}
              </button>
            </div>
          ) : (
            <div className={styles.actions}>
              <p className={common.hint} id={`${id}-edit-note`}>
                {t('detail.editNote')}
              </p>
              <Link
                className={common.secondary}
                to={`/main/medicine/settings?plan=${plan.tkmdSn}`}
                aria-describedby={`${id}-edit-note`}
              >
                {t('detail.edit')}
              </Link>
              {plan.planState === 'ongoing' ? (
                <button type="button" className={common.danger} disabled={busy} onClick={() => void end()}>
                  {t('detail.end')}
                </button>
              ) : null}
            </div>
          )}
        </div>
      </Sheet>
    </OverlayPortal>
  );
}
