import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, pageStyles, ProtectedImage, useLoad } from 'shared-kernel';
import type { WaitingInvitation } from 'shared-kernel/isomorphic';
import {
  acceptInvitation,
  asRefusal,
  channelStyles as styles,
  loadWaitingInvitations,
  refusalText,
  rejectInvitation,
  showChannel,
  useLifelogNames,
} from '../channel-common';
import invitationStyles from './invitations.module.css';

/**
 * The caller's waiting invitations, one card each (shown on top of the feed): accepting joins and makes the
 * channel the current one; rejecting asks first. Nothing is shown while there is none or the list cannot be read.
 */
export function WaitingInvitations() {
  const { t } = useTranslation('channel');
  const { loaded } = useLoad(loadWaitingInvitations);
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());
  const lifelogName = useLifelogNames();
  if (loaded.state !== 'ready') return null;
  const waiting = loaded.value.filter((invitation) => !settled.has(invitation.prtcpntSn));
  if (waiting.length === 0) return null;

  const settle = (prtcpntSn: number) => setSettled((before) => new Set([...before, prtcpntSn]));

  return (
    <section className={invitationStyles.waiting} aria-label={t('waiting.title')}>
      <h2 className={pageStyles.sectionTitle}>{t('waiting.title')}</h2>
      <ul className={styles.people}>
        {waiting.map((invitation) => (
          <WaitingCard
            key={invitation.prtcpntSn}
            invitation={invitation}
            lifelogName={lifelogName}
            onSettled={() => settle(invitation.prtcpntSn)}
          />
        ))}
      </ul>
    </section>
  );
}

function WaitingCard({
  invitation,
  lifelogName,
  onSettled,
}: {
  invitation: WaitingInvitation;
  lifelogName: (code: string) => string;
  onSettled: () => void;
}) {
  const { t } = useTranslation('channel');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const { chnNm } = invitation;

  async function act(call: () => Promise<void>) {
    setBusy(true);
    setRefusal(undefined);
    try {
      await call();
      onSettled();
    } catch (failure) {
      const error = asRefusal(failure);
      // A stale invitation (withdrawn, channel closed) goes away with its reason told.
      if (error.code === 'M1114') {
        void dialogs.alert({ message: refusalText(error) });
        onSettled();
      } else setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  async function accept() {
    await act(async () => {
      const channel = await acceptInvitation(invitation.prtcpntSn);
      showChannel(channel);
      void dialogs.toast(t('waiting.joined', { chnNm: channel.chnNm }));
    });
  }

  async function reject() {
    const sure = await dialogs.confirm({
      message: t('waiting.rejectConfirm', { chnNm }),
      confirmLabel: t('waiting.reject'),
    });
    if (!sure) return;
    await act(() => rejectInvitation(invitation.prtcpntSn));
  }

  const shared = invitation.reqLifelogList.map(lifelogName);
  return (
    <li className={`${pageStyles.card} ${invitationStyles.card}`}>
      <div className={invitationStyles.cardHead}>
        <ProtectedImage
          src={invitation.chnImage?.url}
          alt={t('waiting.imageOf', { chnNm })}
          className={styles.cover}
        />
        <div className={styles.personName}>
          <h3 className={pageStyles.sectionTitle}>{chnNm}</h3>
          <span className={styles.personDetail}>
            {t('waiting.invitedBy', { inviterNm: invitation.inviterNm })}
          </span>
          <span className={styles.personDetail}>
            {t('waiting.members', { count: invitation.prtcpntCnt })}
          </span>
        </div>
      </div>
      {invitation.inviteMssage ? <p className={pageStyles.text}>{invitation.inviteMssage}</p> : null}
      {shared.length > 0 ? (
        <p className={pageStyles.hint}>{t('waiting.shares', { names: shared.join(', ') })}</p>
      ) : null}
      {refusal ? (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={pageStyles.actions}>
        <button
          type="button"
          className={pageStyles.primary}
          disabled={busy}
          onClick={() => void accept()}
          aria-label={t('waiting.acceptNamed', { chnNm })}
        >
          {t('waiting.accept')}
        </button>
        <button
          type="button"
          className={pageStyles.secondary}
          disabled={busy}
          onClick={() => void reject()}
          aria-label={t('waiting.rejectNamed', { chnNm })}
        >
          {t('waiting.reject')}
        </button>
      </div>
    </li>
  );
}
