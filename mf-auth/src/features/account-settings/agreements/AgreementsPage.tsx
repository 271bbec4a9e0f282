import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, formatDate, Loading, messageFor, useLoad } from 'shared-kernel';
import { AuthPage } from '../../page-layout/AuthPage';
import { LoadFailure } from '../../page-layout/LoadFailure';
import { ReadTermButton, useTermLabel, type AgreedTerm } from '../../terms';
import styles from '../../auth.module.css';
import { fetchAgreements, updateAgreements } from './api';

const settingsChangeFailed = 'M0097';

export function AgreementsPage() {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(fetchAgreements);
  return (
    <AuthPage title={t('agreements.title')}>
      <p className={styles.lead}>{t('agreements.requiredNote')}</p>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <Agreements initial={loaded.value} /> : null}
    </AuthPage>
  );
}

function Agreements({ initial }: { initial: AgreedTerm[] }) {
  const { t } = useTranslation('auth');
  const termLabel = useTermLabel();
  const [terms, setTerms] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);

  async function toggle(term: AgreedTerm, agreed: boolean) {
    setSaving(term.stplatCode);
    try {
      setTerms(await updateAgreements([{ stplatCode: term.stplatCode, agreed }]));
      void dialogs.toast(agreed ? t('agreements.agreed') : t('agreements.withdrawn'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: messageFor(settingsChangeFailed) });
    } finally {
      setSaving(null);
    }
  }

  return (
    <ul className={styles.termList}>
      {terms.map((term) => (
        <li key={term.stplatCode} className={`${styles.card} ${styles.termCard}`}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={term.required || term.agreed}
              disabled={term.required || saving !== null}
              onChange={(event) => void toggle(term, event.target.checked)}
            />
            {termLabel(term)}
          </label>
          <p className={styles.hint}>
            {term.agreed && term.agreedDt
              ? t('agreements.agreedOn', { date: formatDate(term.agreedDt) })
              : t('agreements.notAgreed')}
          </p>
          <ReadTermButton term={term} />
        </li>
      ))}
    </ul>
  );
}
