import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { InvitationLanding } from './InvitationLanding';
import { registrationStart, useRegistration } from './RegistrationState';

/**
 * `/register`: a new sign-up starts from nothing, at the terms; `/register?invite=<code>`, the link of an
 * invitation text, first says what the invitation is and offers to stop such texts.
 */
export function RegistrationStart() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  return invite === null ? <StartAfresh /> : <InvitationLanding code={invite} />;
}

function StartAfresh() {
  const { reset } = useRegistration();
  useEffect(() => reset(), [reset]);
  return <Navigate to={registrationStart} replace />;
}
