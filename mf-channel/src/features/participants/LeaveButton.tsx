import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, navigate, pageStyles } from 'shared-kernel';
import type { Channel } from 'shared-kernel/isomorphic';
import { asRefusal, leaveChannel, refusalText, showOwnChannel } from '../channel-common';

/** Leaving, for anyone; the manager with others still in is told to hand the role over first (M1110). */
export function LeaveButton({ channel }: { channel: Channel }) {
  const { t } = useTranslation('channel');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const { chnNm } = channel;

  async function leave() {
    const sure = await dialogs.confirm({
      message: t('settings.leaveConfirm', { chnNm }),
      confirmLabel: t('settings.leave'),
    });
    if (!sure) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await leaveChannel(channel.chnSn);
      showOwnChannel();
      void dialogs.toast(t('settings.left', { chnNm }));
      navigate('/main/feed');
    } catch (failure) {
      setRefusal(refusalText(asRefusal(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {refusal ? (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="button" className={pageStyles.danger} disabled={busy} onClick={() => void leave()}>
        {t('settings.leave')}
      </button>
    </>
  );
}
