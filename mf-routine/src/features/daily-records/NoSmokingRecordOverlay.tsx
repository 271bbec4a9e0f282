import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, messageFor, Sheet, pageStyles as common } from 'shared-kernel';
import { dailyEntryError, type NoSmokingDetail, type YesNo } from 'shared-kernel/isomorphic';
import type { DashboardActions, DashboardOverlayProps } from '../routine-common/dashboard';
import { dayLabel } from '../routine-common/dates';
import { DayChooser } from './DayChooser';
import { useRecordDate, useRecordDay } from './useRecordDay';
import styles from './dailyRecords.module.css';

/** `no-smoking-record`: did the person smoke on a past day (`?date=`, yesterday by default)? */
export function NoSmokingRecordOverlay({ week, actions, onClose }: DashboardOverlayProps) {
  const { t } = useTranslation('routine');
  const [date, setDate] = useRecordDate(week);
  const day = useRecordDay(week, date);
  const refusal = dailyEntryError(date, week.today);
  const detail = day.state === 'ready' ? (day.value?.helthGoalNosmkngDtls ?? null) : null;

  return (
    <Sheet title={t('records.noSmoking.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        <DayChooser week={week} date={date} onChange={setDate} />
        {refusal ? <p className={common.error}>{messageFor(refusal)}</p> : null}
        {!refusal && day.state === 'loading' ? <Loading /> : null}
        {!refusal && day.state === 'failed' ? <p className={common.error}>{day.message}</p> : null}
        {!refusal && day.state === 'ready' && !detail ? <EmptyState title={t('records.noPlan')} /> : null}
        {!refusal && detail ? (
          <NoSmokingForm
            key={detail.nosmkngExecutDtlsSn}
            detail={detail}
            actions={actions}
            onClose={onClose}
          />
        ) : null}
      </div>
    </Sheet>
  );
}

function NoSmokingForm({
  detail,
  actions,
  onClose,
}: {
  detail: NoSmokingDetail;
  actions: DashboardActions;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('routine');
  const [answer, setAnswer] = useState<YesNo | null>(detail.nosmkngAt);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer) return;
    setBusy(true);
    const saved = await actions.recordNoSmoking(detail, answer);
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <fieldset className={common.fieldset}>
        <legend className={common.legend}>
          {t('records.noSmoking.question', { date: dayLabel(i18n.language, detail.nosmkngPlanDe) })}
        </legend>
        <div className={common.choices}>
          <label className={common.choice}>
            <input type="radio" name="nosmkngAt" checked={answer === 'Y'} onChange={() => setAnswer('Y')} />
            {t('records.noSmoking.didNotSmoke')}
          </label>
          <label className={common.choice}>
            <input type="radio" name="nosmkngAt" checked={answer === 'N'} onChange={() => setAnswer('N')} />
            {t('records.noSmoking.smoked')}
          </label>
        </div>
      </fieldset>
      <button type="submit" className={common.primary} disabled={!answer || busy}>
        {t('records.save')}
      </button>
    </form>
  );
}
