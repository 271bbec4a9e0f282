import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { registrationStart, useRegistration } from './RegistrationState';

/** `/register`: a new sign-up starts from nothing, at the terms. */
export function RegistrationStart() {
  const { reset } = useRegistration();
  useEffect(() => reset(), [reset]);
  return <Navigate to={registrationStart} replace />;
}
