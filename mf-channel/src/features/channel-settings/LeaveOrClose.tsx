import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dialogs, navigate, pageStyles } from 'shared-kernel';
import type { Channel } from 'shared-kernel/isomorphic';
import { asRefusal, closeChannel, leaveChannel, refusalText, showOwnChannel } from '../channel-common';

/**
 * Leaving a family channel (anyone; the manager of a channel others are still in must delegate first, M1110)
 * and closing it (the manager). Either asks first, then goes back to the person's own channel.
 */
export function LeaveOrClose({ channel }: { channel: Channel }) {
  const { t } = useTranslation('channel');
  const [problem, setProblem] = useState<{ text: string; delegate: boolean } | undefined>();
  const [busy, setBusy] = useState(false);
  const { chnSn, chnNm } = channel;
  const manager = channel.mngrAt === 'Y';

  async function run(question: string, confirmLabel: string, call: () => Promise<void>, done: string) {
    if (!(await dialogs.confirm({ message: question, confirmLabel }))) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await call();
      showOwnChannel();
      void dialogs.toast(done);
      navigate('/main/feed');
    } catch (failure) {
      const error = asRefusal(failure);
      setProblem({ text: refusalText(error), delegate: error.code === 'M1110' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={pageStyles.card} aria-label={t('settings.leaveOrClose')}>
      {manager && channel.prtcpntCnt > 1 ? (
        <p className={pageStyles.hint}>{t('settings.managerLeaveHint')}</p>
      ) : null}
      {problem ? (
        <div role="alert">
          <p className={pageStyles.error}>{problem.text}</p>
          {problem.delegate ? (
            <Link className={pageStyles.secondary} to={`/prtcpntSetting?chnSn=${chnSn}`}>
              {t('settings.delegateLink')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className={pageStyles.actions}>
        <button
          type="button"
          className={pageStyles.danger}
          disabled={busy}
          onClick={() =>
            void run(
              t('settings.leaveConfirm', { chnNm }),
              t('settings.leave'),
              () => leaveChannel(chnSn),
              t('settings.left', { chnNm }),
            )
          }
        >
          {t('settings.leave')}
        </button>
        {manager ? (
          <button
            type="button"
            className={pageStyles.danger}
            disabled={busy}
            onClick={() =>
              void run(
                t('settings.closeConfirm', { chnNm }),
                t('settings.close'),
                () => closeChannel(chnSn),
                t('settings.closed', { chnNm }),
              )
            }
          >
            {t('settings.close')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
