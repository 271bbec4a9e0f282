import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, formatDate, Loading, useLoad } from 'shared-kernel';
import { AuthPage } from '../../page-layout/AuthPage';
import { LoadFailure } from '../../page-layout/LoadFailure';
import styles from '../../auth.module.css';
import { fetchSessions, signOutOtherSessions, signOutSession, type SessionItem } from './api';
import { deviceName } from './deviceName';

const dateTime = 'YYYY.MM.DD HH:mm';
const sessionGone = 'M1145';

/** Account settings' signed-in devices: each with its own sign-out, and every other one at once. */
export function SessionsPage() {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(fetchSessions);
  return (
    <AuthPage title={t('sessions.title')}>
      <p className={styles.lead}>{t('sessions.lead')}</p>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <Sessions initial={loaded.value} /> : null}
    </AuthPage>
  );
}

function Sessions({ initial }: { initial: SessionItem[] }) {
  const { t } = useTranslation('auth');
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState(false);
  const others = sessions.filter((session) => !session.current);

  async function confirmAndRun(confirmMessage: string, action: () => Promise<SessionItem[]>, done: string) {
    if (!(await dialogs.confirm({ message: confirmMessage }))) return;
    setBusy(true);
    try {
      setSessions(await action());
      void dialogs.toast(done);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
      // Signed out meanwhile (elsewhere): show the list as it is now.
      if (error.code === sessionGone) setSessions(await fetchSessions().catch(() => sessions));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className={styles.termList} aria-label={t('sessions.listLabel')}>
        {sessions.map((session) => (
          <SessionCard
            key={session.sessionId}
            session={session}
            busy={busy}
            onSignOut={(device) =>
              void confirmAndRun(
                t('sessions.signOutConfirm', { device }),
                () => signOutSession(session.sessionId),
                t('sessions.signedOut', { device }),
              )
            }
          />
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className={styles.danger}
          disabled={busy}
          onClick={() =>
            void confirmAndRun(
              t('sessions.signOutOthersConfirm', { number: others.length }),
              signOutOtherSessions,
              t('sessions.othersSignedOut'),
            )
          }
        >
          {t('sessions.signOutOthers')}
        </button>
      ) : (
        <p className={styles.hint}>{t('sessions.noOthers')}</p>
      )}
    </>
  );
}

function SessionCard({
  session,
  busy,
  onSignOut,
}: {
  session: SessionItem;
  busy: boolean;
  onSignOut: (device: string) => void;
}) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const device = deviceName(session.userAgent) ?? t('sessions.unknownDevice');
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {device}
        {session.current ? ` (${t('sessions.thisDevice')})` : null}
      </h2>
      {session.userAgent ? <p className={styles.hint}>{session.userAgent}</p> : null}
      <dl>
        <dt>{t('sessions.signedInAt')}</dt>
        <dd>{formatDate(session.creatDt, dateTime)}</dd>
        <dt>{t('sessions.lastUsedAt')}</dt>
        <dd>{formatDate(session.lastUsedDt, dateTime)}</dd>
      </dl>
      {session.current ? null : (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => onSignOut(device)}
        >
          {t('sessions.signOut')}
        </button>
      )}
    </li>
  );
}
