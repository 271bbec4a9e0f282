import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, messageFor } from 'shared-kernel';
import { inviteCodePattern } from 'shared-kernel/isomorphic';
import { AuthPage } from '../page-layout/AuthPage';
import styles from '../auth.module.css';
import { stopInvitationTexts } from './invitationOptOut';
import { registrationStart, useRegistration } from './RegistrationState';

const inviteCode = new RegExp(inviteCodePattern);

/**
 * `/register?invite=<code>`, the link of an invitation text: signing up (or logging in) with the number shows
 * the invitation in the app, and the text's code stops further invitation texts to the number. A link without a
 * code of a text (an older text's `invite=1`) offers no stopping.
 */
export function InvitationLanding({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const { reset } = useRegistration();
  const id = useId();
  const status = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'offered' | 'stopping' | 'stopped'>('offered');
  const [refusal, setRefusal] = useState<string | undefined>();
  useEffect(() => reset(), [reset]);

  async function stopTexts() {
    setState('stopping');
    setRefusal(undefined);
    try {
      await stopInvitationTexts(code);
      setState('stopped');
      status.current?.focus();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setRefusal(messageFor(failure.code));
      setState('offered');
    }
  }

  return (
    <AuthPage title={t('invitation.title')}>
      <h2 className={styles.heading}>{t('invitation.heading')}</h2>
      <p className={styles.lead}>{t('invitation.text')}</p>
      <Link to={registrationStart} className={styles.primaryLink}>
        {t('invitation.signUp')}
      </Link>
      <Link to="/intro/login" className={styles.secondaryLink}>
        {t('invitation.logIn')}
      </Link>
      {inviteCode.test(code) ? (
        <section className={styles.group} aria-labelledby={id}>
          <h3 id={id} className={styles.heading}>
            {t('invitation.optOutHeading')}
          </h3>
          <p className={styles.hint}>{t('invitation.optOutText')}</p>
          {state === 'stopped' ? null : (
            <button
              type="button"
              className={styles.secondary}
              disabled={state === 'stopping'}
              onClick={() => void stopTexts()}
            >
              {t('invitation.optOut')}
            </button>
          )}
          <p ref={status} tabIndex={-1} className={styles.status} role="status" aria-live="polite">
            {state === 'stopped' ? t('invitation.optedOut') : ''}
          </p>
          {refusal ? (
            <p className={styles.error} role="alert">
              {refusal}
            </p>
          ) : null}
        </section>
      ) : null}
    </AuthPage>
  );
}
