import { useTranslation } from 'react-i18next';
import { phoneVerificationLimits } from 'shared-kernel/isomorphic';
import { TextField } from '../forms';
import styles from '../auth.module.css';
import { formatCountdown } from './countdown';
import type { PhoneVerification } from './usePhoneVerification';

/** Number, "send code", code with its countdown, "verify"; the page owns the state (usePhoneVerification). */
export function PhoneVerificationFields({ verification }: { verification: PhoneVerification }) {
  const { t } = useTranslation('auth');
  const { ids, status, secondsLeft, verified } = verification;
  return (
    <div className={styles.group}>
      <TextField
        id={ids.phone}
        label={t('common:fields.mobilePhone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={verification.mobilePhone}
        onChange={(event) => verification.setMobilePhone(event.target.value)}
        error={verification.phoneError}
        action={
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void verification.send()}
            disabled={verification.sending}
          >
            {verification.hasSent ? t('phone.resend') : t('phone.send')}
          </button>
        }
      />
      <TextField
        id={ids.code}
        label={t('common:fields.authCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={phoneVerificationLimits.codeLength}
        value={verification.authCode}
        onChange={(event) => verification.setAuthCode(event.target.value)}
        error={verification.codeError}
        readOnly={verified}
        hint={
          secondsLeft !== null && !verified ? (
            <>
              {t('phone.timeLeft')} <span className={styles.countdown}>{formatCountdown(secondsLeft)}</span>
            </>
          ) : undefined
        }
        action={
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void verification.verify()}
            disabled={verification.checking || verified}
          >
            {t('phone.verify')}
          </button>
        }
      />
      <p className={styles.status} role="status" aria-live="polite">
        {status ? t(`phone.status.${status}`) : ''}
      </p>
    </div>
  );
}
