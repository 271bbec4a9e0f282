import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import { registrationStart, useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

export function PasswordStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { registration, update } = useRegistration();

  if (!registration.userId) return <Navigate to={registrationStart} replace />;

  return (
    <SignUpPage step={4} heading={t('signUp.passwordHeading')}>
      <NewPasswordForm
        submitLabel={t('form.next')}
        onSubmit={(userPassword) => {
          update({ userPassword });
          navigate('/register/info/c');
        }}
      />
    </SignUpPage>
  );
}
