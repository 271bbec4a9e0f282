import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  LoadFailure,
  Loading,
  PageHeader,
  pageStyles,
  session,
  useHeadingFocus,
  useLoad,
} from 'shared-kernel';
import { channelTypeCodes, invitationCodes, type Channel, type Participant } from 'shared-kernel/isomorphic';
import {
  channelOfPage,
  channelStyles as styles,
  loadChannel,
  loadParticipants,
  unknownChannel,
} from '../channel-common';
import { LeaveButton } from './LeaveButton';
import { ParticipantRow } from './ParticipantRow';

interface Loaded {
  channel: Channel;
  participants: Participant[];
}

async function loadPage(chnSn: number): Promise<Loaded> {
  const [channel, participants] = await Promise.all([loadChannel(chnSn), loadParticipants(chnSn)]);
  if (!channel) throw unknownChannel();
  return { channel, participants };
}

/**
 * Counts the times chnInviteList closed over this page, so that the list is read again with the new invitations
 * (the page stays mounted under the overlay).
 */
function useInviteRounds(pathname: string): number {
  const inviting = pathname.endsWith('/chnInviteList');
  const [rounds, setRounds] = useState(0);
  const wasInviting = useRef(inviting);
  useEffect(() => {
    if (wasInviting.current && !inviting) setRounds((value) => value + 1);
    wasInviting.current = inviting;
  }, [inviting]);
  return rounds;
}

/** `/prtcpntSetting?chnSn=`: members, waiting and rejected invitations; the manager excludes, delegates, invites. */
export function ParticipantSettingsPage() {
  const { t } = useTranslation('channel');
  const { pathname, search } = useLocation();
  const chnSn = channelOfPage(search);
  const ref = useHeadingFocus<HTMLDivElement>();
  const [changes, setChanges] = useState(0);
  const rounds = useInviteRounds(pathname);
  const { loaded, retry } = useLoad(
    () => (chnSn === null ? Promise.reject(unknownChannel()) : loadPage(chnSn)),
    `${chnSn}:${rounds}:${changes}`,
  );

  return (
    <div className={pageStyles.page} ref={ref}>
      <PageHeader title={t('participants.title')} />
      {loaded.state === 'loading' ? (
        <Loading />
      ) : loaded.state === 'failed' ? (
        <LoadFailure message={loaded.message} onRetry={retry} />
      ) : (
        <ParticipantsBody {...loaded.value} onChanged={() => setChanges((value) => value + 1)} />
      )}
    </div>
  );
}

function ParticipantsBody({
  channel,
  participants,
  onChanged,
}: Loaded & {
  onChanged: () => void;
}) {
  const { t } = useTranslation('channel');
  const myId = session.snapshot().userInfo?.userId;
  const manager = channel.mngrAt === 'Y';
  const mayInvite = manager || channel.posInvtAt === 'Y';
  const groups = [
    { code: invitationCodes.participate, title: t('participants.members') },
    { code: invitationCodes.invite, title: t('participants.waiting') },
    { code: invitationCodes.reject, title: t('participants.rejected') },
  ];

  return (
    <>
      <h2 className={pageStyles.sectionTitle}>{channel.chnNm}</h2>
      {groups.map(({ code, title }) => {
        const people = participants.filter((person) => person.prtcpntSttusCode === code);
        if (people.length === 0 && code !== invitationCodes.participate) return null;
        return (
          <section key={code} className={pageStyles.card} aria-label={title}>
            <h3 className={pageStyles.sectionTitle}>
              {t('participants.groupCount', { title, count: people.length })}
            </h3>
            <ul className={styles.people}>
              {people.map((person) => (
                <ParticipantRow
                  key={person.prtcpntSn}
                  chnSn={channel.chnSn}
                  person={person}
                  isMe={person.userId !== null && person.userId === myId}
                  managing={manager}
                  onChanged={onChanged}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {mayInvite ? (
        <Link className={pageStyles.primary} to={`/prtcpntSetting/chnInviteList?chnSn=${channel.chnSn}`}>
          {t('participants.inviteMore')}
        </Link>
      ) : null}
      {channel.chnTypeCode === channelTypeCodes.family ? <LeaveButton channel={channel} /> : null}
    </>
  );
}
