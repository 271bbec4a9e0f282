import { createContext, useContext } from 'react';
import type { ChosenMedicine } from '../plan-settings/planChecks';

/** What `/medicine/search` and `/medicine/direct` hand to their `settings`, kept while the pages change. */
export interface Registration {
  chosen: ChosenMedicine | null;
  choose: (medicine: ChosenMedicine) => void;
  /** What was typed on the direct page, kept for coming back to it. */
  direct: { name: string; type: string };
  setDirect: (direct: { name: string; type: string }) => void;
  /** What was searched, kept for coming back to the results. */
  query: string;
  setQuery: (query: string) => void;
}

const RegistrationContext = createContext<Registration | null>(null);

export const RegistrationProvider = RegistrationContext.Provider;

export function useRegistration(): Registration {
  const registration = useContext(RegistrationContext);
  if (!registration) throw new Error('useRegistration is used outside /medicine');
  return registration;
}
