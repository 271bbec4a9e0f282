import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, formatDate, Loading, useLoad } from 'shared-kernel';
import type { BlockedPerson } from 'shared-kernel/isomorphic';
import { AuthPage } from '../../page-layout/AuthPage';
import { LoadFailure } from '../../page-layout/LoadFailure';
import styles from '../../auth.module.css';
import { fetchBlockedPeople, unblockPerson } from './api';

/**
 * Settings → Blocked people (issue 36.2): whom the person blocked from a post or comment menu, each with its
 * unblock; unblocking shows their posts, comments, likes and invitations again.
 */
export function BlockedPeoplePage() {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(fetchBlockedPeople);
  return (
    <AuthPage title={t('blocking.title')}>
      <p className={styles.lead}>{t('blocking.lead')}</p>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <BlockedPeople initial={loaded.value} /> : null}
    </AuthPage>
  );
}

function BlockedPeople({ initial }: { initial: BlockedPerson[] }) {
  const { t } = useTranslation('auth');
  const [people, setPeople] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function unblock(person: BlockedPerson) {
    const confirmed = await dialogs.confirm({
      message: t('blocking.unblockConfirm', { userNm: person.userNm }),
      confirmLabel: t('blocking.unblock'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      setPeople(await unblockPerson(person.userId));
      void dialogs.toast(t('blocking.unblocked', { userNm: person.userNm }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
    } finally {
      setBusy(false);
    }
  }

  if (people.length === 0) return <p className={styles.hint}>{t('blocking.empty')}</p>;
  return (
    <ul className={styles.termList} aria-label={t('blocking.listLabel')}>
      {people.map((person) => (
        <BlockedCard key={person.userId} person={person} busy={busy} onUnblock={() => void unblock(person)} />
      ))}
    </ul>
  );
}

function BlockedCard({
  person,
  busy,
  onUnblock,
}: {
  person: BlockedPerson;
  busy: boolean;
  onUnblock: () => void;
}) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {person.userNm}
      </h2>
      <p className={styles.hint}>{t('blocking.since', { date: formatDate(person.blockDt, 'YYYY.MM.DD') })}</p>
      <button
        type="button"
        className={styles.secondary}
        disabled={busy}
        aria-label={t('blocking.unblockLabel', { userNm: person.userNm })}
        onClick={onUnblock}
      >
        {t('blocking.unblock')}
      </button>
    </li>
  );
}
