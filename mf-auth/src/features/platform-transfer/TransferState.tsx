import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { Agreement } from '../terms';
import type { TransferDetails } from './api';

/** What the consent pages gather before `PUT /api/user/platform`; in memory only. */
export interface Transfer {
  consented: boolean;
  agreements: Agreement[] | null;
  details: TransferDetails | null;
}

interface TransferContextValue {
  transfer: Transfer;
  update(changes: Partial<Transfer>): void;
}

const TransferContext = createContext<TransferContextValue | null>(null);

/** Layout route around the migrated account's pages (under /register/platform and /register/user/identify). */
export function TransferLayout() {
  const [transfer, setTransfer] = useState<Transfer>({ consented: false, agreements: null, details: null });
  const update = useCallback(
    (changes: Partial<Transfer>) => setTransfer((previous) => ({ ...previous, ...changes })),
    [],
  );
  const value = useMemo(() => ({ transfer, update }), [transfer, update]);
  return (
    <TransferContext.Provider value={value}>
      <Outlet />
    </TransferContext.Provider>
  );
}

export function useTransfer(): TransferContextValue {
  const value = useContext(TransferContext);
  if (!value) throw new Error('useTransfer needs TransferLayout around the platform transfer routes.');
  return value;
}

export const transferStart = '/register/platform/transfer';
