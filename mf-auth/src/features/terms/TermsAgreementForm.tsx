import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useLoad } from 'shared-kernel';
import { LoadFailure } from '../page-layout/LoadFailure';
import styles from '../auth.module.css';
import { agreementsOf, type Agreement, type Term } from './api';
import { TermsChecklist } from './TermsChecklist';
import { useTermsCheck } from './useTermsCheck';

interface TermsAgreementFormProps<Entry extends Term> {
  load: () => Promise<Entry[]>;
  /** What the person chose before (back from a later step), else what `initialChoice` says of each term. */
  previous: readonly Agreement[] | null;
  initialChoice?: (term: Entry) => boolean;
  /** Called once every required term is agreed (else M0141 under the list). */
  onAgreed(agreements: Agreement[]): void;
  /** More buttons after "next" (e.g. "do not agree"). */
  children?: ReactNode;
}

/** Loads the terms, lets the person tick them, and goes on only with every required one (M0141). */
export function TermsAgreementForm<Entry extends Term>({
  load,
  previous,
  initialChoice,
  onAgreed,
  children,
}: TermsAgreementFormProps<Entry>) {
  const { t } = useTranslation('auth');
  const id = useId();
  const { loaded, retry } = useLoad(load);
  const [choices, setChoices] = useState<Record<string, boolean> | null>(() =>
    previous ? Object.fromEntries(previous.map((entry) => [entry.stplatCode, entry.agreed])) : null,
  );
  const termsCheck = useTermsCheck(id);
  const agreed =
    choices ??
    (loaded.state === 'ready' && initialChoice
      ? Object.fromEntries(loaded.value.map((term) => [term.stplatCode, initialChoice(term)]))
      : {});

  async function next(event: FormEvent) {
    event.preventDefault();
    if (loaded.state !== 'ready' || !(await termsCheck.check(loaded.value, agreed))) return;
    onAgreed(agreementsOf(loaded.value, agreed));
  }

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  return (
    <form className={styles.form} onSubmit={next} noValidate>
      <TermsChecklist
        id={id}
        terms={loaded.value}
        agreed={agreed}
        onChange={(value) => {
          setChoices(value);
          termsCheck.clear();
        }}
        error={termsCheck.error}
      />
      <button type="submit" className={styles.primary}>
        {t('form.next')}
      </button>
      {children}
    </form>
  );
}
