import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../auth.module.css';
import type { Term } from './api';
import { TermSheet } from './TermSheet';

/** "Read" next to a term: opens its full text in a sheet. */
export function ReadTermButton({ term }: { term: Term }) {
  const { t } = useTranslation('auth');
  const [reading, setReading] = useState(false);
  const close = useCallback(() => setReading(false), []);
  return (
    <>
      <button
        type="button"
        className={styles.textButton}
        onClick={() => setReading(true)}
        aria-label={t('terms.readNamed', { name: term.stplatNm })}
      >
        {t('terms.read')}
      </button>
      {reading ? <TermSheet term={term} onClose={close} /> : null}
    </>
  );
}
