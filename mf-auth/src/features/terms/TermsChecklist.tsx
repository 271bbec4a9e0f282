import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages } from '../forms';
import styles from '../auth.module.css';
import type { Term } from './api';
import { ReadTermButton } from './ReadTermButton';
import { useTermLabel } from './useTermLabel';

interface TermsChecklistProps {
  /** Id of the "agree to all" box, where focus goes when the list is invalid. */
  id: string;
  terms: readonly Term[];
  agreed: Readonly<Record<string, boolean>>;
  onChange(agreed: Record<string, boolean>): void;
  error?: string;
}

/** "Agree to all" and one box per term, each with its full text a button away. */
export function TermsChecklist({ id, terms, agreed, onChange, error }: TermsChecklistProps) {
  const { t } = useTranslation('auth');
  const termLabel = useTermLabel();
  const allAgreed = terms.length > 0 && terms.every((term) => agreed[term.stplatCode] === true);

  function agreeToAll(value: boolean): void {
    onChange(Object.fromEntries(terms.map((term) => [term.stplatCode, value])));
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(id, false, Boolean(error))}>
      <legend className={styles.label}>{t('terms.legend')}</legend>
      <label className={`${styles.checkbox} ${styles.agreeAll}`}>
        <input
          id={id}
          type="checkbox"
          checked={allAgreed}
          onChange={(event) => agreeToAll(event.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        {t('terms.agreeAll')}
      </label>
      <ul className={styles.termList}>
        {terms.map((term) => (
          <li key={term.stplatCode} className={styles.termRow}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={agreed[term.stplatCode] === true}
                onChange={(event) => onChange({ ...agreed, [term.stplatCode]: event.target.checked })}
                aria-invalid={error && term.required && !agreed[term.stplatCode] ? true : undefined}
              />
              {termLabel(term)}
            </label>
            <ReadTermButton term={term} />
          </li>
        ))}
      </ul>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
