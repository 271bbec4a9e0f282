import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, formatDate, Loading, useLoad } from 'shared-kernel';
import { TextField } from '../../forms';
import { AuthPage } from '../../page-layout/AuthPage';
import { LoadFailure } from '../../page-layout/LoadFailure';
import styles from '../../auth.module.css';
import {
  acceptRequest,
  declineRequest,
  fetchSharing,
  requestSharing,
  stopSharing,
  type SharingLists,
} from './api';

/**
 * Sharing my health records (account settings): requests to me to accept or decline (the notification of a
 * request opens this page), asking someone by their id, and who I share with or have asked.
 */
export function SharingPage() {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(fetchSharing);
  return (
    <AuthPage title={t('sharing.title')}>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <Sharing initial={loaded.value} /> : null}
    </AuthPage>
  );
}

function Sharing({ initial }: { initial: SharingLists }) {
  const { t } = useTranslation('auth');
  const [lists, setLists] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [userId, setUserId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  /** Runs a call that answers the lists; a refusal is shown, and the lists are read again. */
  async function run(call: () => Promise<SharingLists>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      setLists(await call());
      void dialogs.toast(done);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
      setLists(await fetchSharing().catch(() => lists));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function ask(event: FormEvent) {
    event.preventDefault();
    const typed = userId.trim();
    if (!typed) {
      setFieldError(t('sharing.idRequired'));
      return;
    }
    setFieldError(undefined);
    if (await run(() => requestSharing(typed), t('sharing.requestSent'))) setUserId('');
  }

  async function confirmThen(message: string, call: () => Promise<SharingLists>, done: string) {
    if (await dialogs.confirm({ message })) await run(call, done);
  }

  return (
    <>
      <section className={styles.card} aria-labelledby="share-requests-heading">
        <h2 id="share-requests-heading" className={styles.heading}>
          {t('sharing.requestsToMe')}
        </h2>
        {lists.shareRequestList.length === 0 ? (
          <p className={styles.hint}>{t('sharing.noRequests')}</p>
        ) : (
          <ul className={styles.termList}>
            {lists.shareRequestList.map((request) => (
              <li key={request.userId}>
                <p>{t('sharing.requestText', { userNm: request.userNm, userId: request.userId })}</p>
                <p className={styles.hint}>
                  {t('sharing.requestedOn', { date: formatDate(request.requestDt) })}
                </p>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => acceptRequest(request.userId),
                      t('sharing.accepted', { userNm: request.userNm }),
                    )
                  }
                >
                  {t('sharing.accept')}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() => void run(() => declineRequest(request.userId), t('sharing.declined'))}
                >
                  {t('sharing.decline')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="share-ask-heading">
        <h2 id="share-ask-heading" className={styles.heading}>
          {t('sharing.askTitle')}
        </h2>
        <p className={styles.hint}>{t('sharing.askHint')}</p>
        <form className={styles.form} onSubmit={ask} noValidate>
          <TextField
            id="share-user-id"
            label={t('sharing.idLabel')}
            value={userId}
            maxLength={50}
            autoComplete="off"
            onChange={(event) => setUserId(event.target.value)}
            error={fieldError}
          />
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('sharing.send')}
          </button>
        </form>
      </section>

      <section className={styles.card} aria-labelledby="shared-heading">
        <h2 id="shared-heading" className={styles.heading}>
          {t('sharing.sharedWith')}
        </h2>
        {lists.sharedUserList.length === 0 && lists.pendingSharedUserList.length === 0 ? (
          <p className={styles.hint}>{t('sharing.nobody')}</p>
        ) : (
          <ul className={styles.termList}>
            {lists.sharedUserList.map((person) => (
              <li key={`shared-${person.userId}`}>
                <p>{t('sharing.person', { userNm: person.userNm, userId: person.userId })}</p>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() =>
                    void confirmThen(
                      t('sharing.stopConfirm', { userNm: person.userNm }),
                      () => stopSharing(person.userId),
                      t('sharing.stopped'),
                    )
                  }
                >
                  {t('sharing.stop')}
                </button>
              </li>
            ))}
            {lists.pendingSharedUserList.map((request) => (
              <li key={`pending-${request.userId}`}>
                <p>{t('sharing.pending', { userId: request.userId })}</p>
                <p className={styles.hint}>
                  {t('sharing.pendingUntil', { date: formatDate(request.expiryDt) })}
                </p>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() => void run(() => stopSharing(request.userId), t('sharing.cancelled'))}
                >
                  {t('sharing.cancel')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {lists.sharedWithMeList.length > 0 ? (
        <section className={styles.card} aria-labelledby="shared-with-me-heading">
          <h2 id="shared-with-me-heading" className={styles.heading}>
            {t('sharing.sharedWithMe')}
          </h2>
          <ul className={styles.termList}>
            {lists.sharedWithMeList.map((person) => (
              <li key={person.userId}>
                {t('sharing.person', { userNm: person.userNm, userId: person.userId })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
