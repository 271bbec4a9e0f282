import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { session } from 'shared-kernel';
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

export const homePath = '/main/health-goal-dashboard';

/** The steps that make an account (not the welcome after them, nor an invitation's landing). */
const stepPaths = [
  '/register/agreement',
  '/register/identify',
  '/register/info/a',
  '/register/info/b',
  '/register/info/c',
  '/register/info/d',
];

/** Layout route around the sign-up steps: they share one registration while the person moves between them. */
export function RegistrationLayout() {
  const { pathname } = useLocation();
  // Someone logged in has an account: going back into its making (the welcome's ←, the phone's back) leads into
  // the app, never to a new sign-up's first step (issue 35.11).
  if (session.isLoggedIn() && stepPaths.includes(pathname)) return <Navigate to={homePath} replace />;
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
