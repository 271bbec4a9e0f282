import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, pageStyles } from 'shared-kernel';
import { blockingLimits, reportReasonCodes, type ReportReasonCode } from 'shared-kernel/isomorphic';
import { reportItem, type ItemKey } from './blockingApi';
import styles from './blocking.module.css';

export interface ReportFormProps {
  item: ItemKey;
  /** After the report is stored (the item is then hidden for the person). */
  onReported: () => void;
  onCancel: () => void;
}

/** Why a post or comment is reported: a reason from the short list and, for "other", a few words. */
export function ReportForm({ item, onReported, onCancel }: ReportFormProps) {
  const { t } = useTranslation('channel');
  const id = useId();
  const [reasonCode, setReasonCode] = useState<ReportReasonCode | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = reasonCode !== null && (reasonCode !== 'other' || reasonText.trim() !== '');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!ready || reasonCode === null) return;
    setBusy(true);
    try {
      await reportItem(
        item,
        reasonCode === 'other' ? { reasonCode, reasonText: reasonText.trim() } : { reasonCode },
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setBusy(false);
      void dialogs.toast(error.message);
      return;
    }
    void dialogs.toast(t('blocking.reported'));
    onReported();
  }

  return (
    <form onSubmit={(event) => void send(event)} aria-describedby={`${id}-lead`}>
      <p id={`${id}-lead`} className={pageStyles.hint}>
        {t('blocking.reportLead')}
      </p>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t('blocking.reasonLegend')}</legend>
        <div className={pageStyles.choices}>
          {reportReasonCodes.map((code) => (
            <label key={code} className={pageStyles.choice}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={code}
                checked={reasonCode === code}
                onChange={() => setReasonCode(code)}
              />
              {t(`blocking.reasons.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {reasonCode === 'other' ? (
        <label className={styles.field}>
          {t('blocking.otherText')}
          <textarea
            className={styles.textarea}
            value={reasonText}
            maxLength={blockingLimits.reportTextLength}
            onChange={(event) => setReasonText(event.target.value)}
          />
        </label>
      ) : null}
      <div className={pageStyles.actions}>
        <button type="button" className={pageStyles.secondary} onClick={onCancel} disabled={busy}>
          {t('blocking.cancel')}
        </button>
        <button type="submit" className={pageStyles.danger} disabled={!ready || busy}>
          {t('blocking.send')}
        </button>
      </div>
    </form>
  );
}
