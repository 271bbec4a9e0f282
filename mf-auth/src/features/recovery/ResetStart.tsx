import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRecovery } from './RecoveryState';

/** `/register/reset/pw`: a new reset starts from nothing but the account the id search found, if any. */
export function ResetStart() {
  const { setReset } = useRecovery();
  const { state } = useLocation();
  useEffect(() => setReset(null), [setReset]);
  return <Navigate to="/register/reset/identify" replace state={state} />;
}
