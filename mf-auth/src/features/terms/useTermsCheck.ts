import { useState } from 'react';
import { messageFor } from 'shared-kernel';
import { termsAgreementFormSchema, validateForm } from 'shared-kernel/isomorphic';
import { requiredTermsAgreed, type Term } from './api';

/** The terms step's rule (kernel: required terms agreed, else M0141), with the error to show under the list. */
export function useTermsCheck(focusId: string) {
  const [error, setError] = useState<string>();

  async function check(terms: readonly Term[], agreed: Readonly<Record<string, boolean>>): Promise<boolean> {
    const found = (
      await validateForm(termsAgreementFormSchema, { termsAgreed: requiredTermsAgreed(terms, agreed) })
    ).termsAgreed;
    setError(found ? messageFor(found.code) : undefined);
    if (found) document.getElementById(focusId)?.focus();
    return !found;
  }

  return { error, check, clear: () => setError(undefined) };
}
