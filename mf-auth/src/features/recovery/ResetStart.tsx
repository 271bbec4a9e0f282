import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useRecovery } from './RecoveryState';

/** `/register/reset/pw`: a new reset starts from nothing. */
export function ResetStart() {
  const { setReset } = useRecovery();
  useEffect(() => setReset(null), [setReset]);
  return <Navigate to="/register/reset/identify" replace />;
}
