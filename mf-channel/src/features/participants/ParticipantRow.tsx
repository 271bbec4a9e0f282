import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, pageStyles } from 'shared-kernel';
import { formatMobilePhone, invitationCodes, type Participant } from 'shared-kernel/isomorphic';
import {
  asRefusal,
  channelStyles as styles,
  delegateManager,
  excludeParticipant,
  refusalText,
} from '../channel-common';

/** One person of the channel; the manager may exclude a member or an invitation, and hand a member the role. */
export function ParticipantRow({
  chnSn,
  person,
  isMe,
  managing,
  onChanged,
}: {
  chnSn: number;
  person: Participant;
  isMe: boolean;
  managing: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('channel');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const name = person.userNm ?? formatMobilePhone(person.mphonNo);
  const member = person.prtcpntSttusCode === invitationCodes.participate;

  async function run(question: string, confirmLabel: string, call: () => Promise<void>, done: string) {
    if (!(await dialogs.confirm({ message: question, confirmLabel }))) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await call();
      void dialogs.toast(done);
      onChanged();
    } catch (failure) {
      setRefusal(refusalText(asRefusal(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.person}>
      <span className={styles.personName}>
        <span>
          {name}
          {isMe ? ` (${t('participants.me')})` : ''}
        </span>
        <span className={styles.personDetail}>
          {person.userNm ? formatMobilePhone(person.mphonNo) : t('participants.notJoined')}
        </span>
      </span>
      {person.mngrAt === 'Y' ? <span className={pageStyles.badge}>{t('participants.manager')}</span> : null}
      {managing && !isMe ? (
        <span className={pageStyles.actions}>
          {member ? (
            <button
              type="button"
              className={pageStyles.secondary}
              disabled={busy}
              aria-label={t('participants.delegateNamed', { name })}
              onClick={() =>
                void run(
                  t('participants.delegateConfirm', { name }),
                  t('participants.delegate'),
                  () => delegateManager(chnSn, person.prtcpntSn),
                  t('participants.delegated', { name }),
                )
              }
            >
              {t('participants.delegate')}
            </button>
          ) : null}
          <button
            type="button"
            className={pageStyles.danger}
            disabled={busy}
            aria-label={t(member ? 'participants.excludeNamed' : 'participants.cancelInviteNamed', { name })}
            onClick={() =>
              void run(
                t(member ? 'participants.excludeConfirm' : 'participants.cancelInviteConfirm', { name }),
                t(member ? 'participants.exclude' : 'participants.cancelInvite'),
                () => excludeParticipant(chnSn, person.prtcpntSn),
                t(member ? 'participants.excluded' : 'participants.inviteCancelled', { name }),
              )
            }
          >
            {t(member ? 'participants.exclude' : 'participants.cancelInvite')}
          </button>
        </span>
      ) : null}
      {refusal ? (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}
