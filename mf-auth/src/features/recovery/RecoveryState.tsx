import { createContext, useContext, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';

/** A verified password reset: whose, and the verification that proves it. In memory only. */
export interface PasswordReset {
  userId: string;
  verificationId: string;
}

interface RecoveryContextValue {
  reset: PasswordReset | null;
  setReset(reset: PasswordReset | null): void;
}

const RecoveryContext = createContext<RecoveryContextValue | null>(null);

/** Layout route around the recovery pages, so that the verified reset reaches the new-password page. */
export function RecoveryLayout() {
  const [reset, setReset] = useState<PasswordReset | null>(null);
  const value = useMemo(() => ({ reset, setReset }), [reset]);
  return (
    <RecoveryContext.Provider value={value}>
      <Outlet />
    </RecoveryContext.Provider>
  );
}

export function useRecovery(): RecoveryContextValue {
  const value = useContext(RecoveryContext);
  if (!value) throw new Error('useRecovery needs RecoveryLayout around the recovery routes.');
  return value;
}

export const resetIdentifyPath = '/register/search/pw/identify';

/** Whose password is reset, as the id search found them: handed on in the route's state so nobody retypes it. */
export interface KnownAccount {
  userId: string;
  userNm: string;
  mobilePhone: string;
}

/** The account a route's state names; anyone can write that state, so a value that is no text is left out. */
export function knownAccountFrom(state: unknown): Partial<KnownAccount> {
  if (typeof state !== 'object' || state === null) return {};
  const known: Partial<KnownAccount> = {};
  for (const key of ['userId', 'userNm', 'mobilePhone'] as const) {
    const value: unknown = Reflect.get(state, key);
    if (typeof value === 'string') known[key] = value;
  }
  return known;
}
