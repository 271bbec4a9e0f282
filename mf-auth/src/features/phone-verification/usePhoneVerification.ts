import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageFor } from 'shared-kernel';
import {
  mobilePhoneVerificationMessages,
  normalizeMobilePhone,
  validateField,
} from 'shared-kernel/isomorphic';
import { useFieldMessage } from '../forms';
import { checkCode, requestCode, type CodeRequest, type VerificationChannel } from './api';
import { secondsUntil } from './countdown';

/** What the polite live region says: only when something happens, never each second. */
export type VerificationStatus = 'sent' | 'expired' | 'verified' | null;

export interface PhoneVerificationOptions {
  channel: VerificationChannel;
  /** The number already known (e.g. a migrated account's), shown first. */
  initialPhone?: string;
  /** Checks the page's own fields before a code is asked for; false stops the request. */
  beforeSend?: () => Promise<boolean>;
  /** More of the request (name, id) for the purposes that need them. */
  requestExtras?: () => Omit<CodeRequest, 'mobilePhone'>;
  /** A page's own handling of a refused request (e.g. M0177 → login); true when it handled the error. */
  onSendError?: (error: ApiError) => boolean | Promise<boolean>;
}

export interface PhoneVerification {
  ids: { phone: string; code: string };
  mobilePhone: string;
  /** The number as the API keeps it (no dashes or spaces). */
  normalizedPhone: string;
  authCode: string;
  phoneError?: string;
  codeError?: string;
  /** A code was asked for at least once (the button then says "resend"). */
  hasSent: boolean;
  sending: boolean;
  checking: boolean;
  /** Seconds the current code can still be checked; null before any code was sent. */
  secondsLeft: number | null;
  verificationId: string | null;
  verified: boolean;
  status: VerificationStatus;
  setMobilePhone(value: string): void;
  setAuthCode(value: string): void;
  send(): Promise<void>;
  verify(): Promise<void>;
  /** For Next/Save: true when verified, else shows M0142 under the number and focuses it. */
  requireVerified(): boolean;
  /** Shows a message about the number (e.g. from a later call) and focuses it. */
  showPhoneError(message: string): void;
}

interface SentState {
  verificationId: string;
  deadline: number;
}

function focus(id: string): void {
  document.getElementById(id)?.focus();
}

/** One phone verification: send a code, count down its lifetime, check it. */
export function usePhoneVerification(options: PhoneVerificationOptions): PhoneVerification {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const baseId = useId();
  const ids = { phone: `${baseId}phone`, code: `${baseId}code` };
  const [mobilePhone, setPhone] = useState(options.initialPhone ?? '');
  const [authCode, setAuthCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [hasSent, setHasSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [sent, setSent] = useState<SentState | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [verified, setVerified] = useState(false);
  const [status, setStatus] = useState<VerificationStatus>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const expire = useCallback(() => {
    setSecondsLeft(0);
    setStatus('expired');
    setCodeError(t('phone.expired'));
  }, [t]);

  useEffect(() => {
    if (!sent || verified) return undefined;
    const timer = setInterval(() => {
      const left = secondsUntil(sent.deadline);
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        expire();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [sent, verified, expire]);

  function forgetCode(): void {
    setSent(null);
    setSecondsLeft(null);
    setVerified(false);
    setAuthCode('');
    setCodeError(undefined);
    setStatus(null);
  }

  function setMobilePhone(value: string): void {
    setPhone(value);
    setPhoneError(undefined);
    if (normalizeMobilePhone(value) !== normalizeMobilePhone(mobilePhone) && (sent || verified)) forgetCode();
  }

  async function send(): Promise<void> {
    const { beforeSend, requestExtras, onSendError, channel } = optionsRef.current;
    if (beforeSend && !(await beforeSend())) return;
    const error = (await validateField('mobilePhone', mobilePhone)).mobilePhone;
    if (error) {
      setPhoneError(fieldMessage(error));
      focus(ids.phone);
      return;
    }
    setSending(true);
    setPhoneError(undefined);
    try {
      const answer = await requestCode(channel, { ...requestExtras?.(), mobilePhone });
      forgetCode();
      setHasSent(true);
      setSent({ verificationId: answer.verificationId, deadline: Date.now() + answer.expiresIn * 1000 });
      setSecondsLeft(answer.expiresIn);
      setStatus('sent');
      focus(ids.code);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (onSendError && (await onSendError(failure))) return;
      setPhoneError(failure.message);
      focus(ids.phone);
    } finally {
      setSending(false);
    }
  }

  async function verify(): Promise<void> {
    if (!sent) {
      setCodeError(messageFor(mobilePhoneVerificationMessages.codeNotRequested));
      focus(ids.code);
      return;
    }
    if (secondsUntil(sent.deadline) === 0) {
      expire();
      return;
    }
    const error = (await validateField('authCode', authCode)).authCode;
    if (error) {
      setCodeError(fieldMessage(error));
      focus(ids.code);
      return;
    }
    setChecking(true);
    try {
      if (await checkCode(optionsRef.current.channel, sent.verificationId, authCode)) {
        setVerified(true);
        setCodeError(undefined);
        setStatus('verified');
      }
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.code === mobilePhoneVerificationMessages.codeNotRequested) expire();
      else setCodeError(failure.message);
      focus(ids.code);
    } finally {
      setChecking(false);
    }
  }

  function requireVerified(): boolean {
    if (verified) return true;
    showPhoneError(messageFor(mobilePhoneVerificationMessages.notVerified));
    return false;
  }

  function showPhoneError(message: string): void {
    setPhoneError(message);
    focus(ids.phone);
  }

  return {
    ids,
    mobilePhone,
    normalizedPhone: normalizeMobilePhone(mobilePhone),
    authCode,
    phoneError,
    codeError,
    hasSent,
    sending,
    checking,
    secondsLeft,
    verificationId: sent?.verificationId ?? null,
    verified,
    status,
    setMobilePhone,
    setAuthCode: (value) => {
      setAuthCode(value);
      setCodeError(undefined);
    },
    send,
    verify,
    requireVerified,
    showPhoneError,
  };
}
