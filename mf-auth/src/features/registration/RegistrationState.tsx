import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { Agreement } from '../terms';
import type { Identity } from './api';

/** What the wizard has gathered so far; in memory only, since it holds the password. */
export interface Registration {
  agreements: Agreement[] | null;
  identity: Identity | null;
  userId: string | null;
  userPassword: string | null;
  userEmail: string | null;
  height: number | null;
  /** Name of the person just registered, for the welcome page. */
  welcomeName: string | null;
}

const empty: Registration = {
  agreements: null,
  identity: null,
  userId: null,
  userPassword: null,
  userEmail: null,
  height: null,
  welcomeName: null,
};

interface RegistrationContextValue {
  registration: Registration;
  update(changes: Partial<Registration>): void;
  reset(): void;
}

const RegistrationContext = createContext<RegistrationContextValue | null>(null);

function RegistrationProvider({ children }: { children: ReactNode }) {
  const [registration, setRegistration] = useState<Registration>(empty);
  const update = useCallback(
    (changes: Partial<Registration>) => setRegistration((previous) => ({ ...previous, ...changes })),
    [],
  );
  const reset = useCallback(() => setRegistration(empty), []);
  const value = useMemo(() => ({ registration, update, reset }), [registration, update, reset]);
  return <RegistrationContext.Provider value={value}>{children}</RegistrationContext.Provider>;
}

/** Layout route around the sign-up steps: they share one registration while the person moves between them. */
export function RegistrationLayout() {
  return (
    <RegistrationProvider>
      <Outlet />
    </RegistrationProvider>
  );
}

export function useRegistration(): RegistrationContextValue {
  const value = useContext(RegistrationContext);
  if (!value) throw new Error('useRegistration needs RegistrationLayout around the sign-up routes.');
  return value;
}

export const registrationStart = '/register/agreement';
