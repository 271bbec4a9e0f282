export {
  agreementsOf,
  fetchSignUpTerms,
  isAgreedTerm,
  isTerm,
  isTermList,
  requiredTermsAgreed,
  type Agreement,
  type AgreedTerm,
  type Term,
} from './api';
export { TermsAgreementForm } from './TermsAgreementForm';
export { TermsChecklist } from './TermsChecklist';
export { ReadTermButton } from './ReadTermButton';
export { useTermsCheck } from './useTermsCheck';
export { useTermLabel } from './useTermLabel';
