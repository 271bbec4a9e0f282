import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchSignUpTerms, TermsAgreementForm } from '../terms';
import { useRegistration } from './RegistrationState';
import { SignUpPage } from './SignUpPage';

export function AgreementStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { registration, update } = useRegistration();

  return (
    <SignUpPage step={1} heading={t('signUp.agreementHeading')}>
      <TermsAgreementForm
        load={fetchSignUpTerms}
        previous={registration.agreements}
        onAgreed={(agreements) => {
          update({ agreements });
          navigate('/register/identify');
        }}
      />
    </SignUpPage>
  );
}
