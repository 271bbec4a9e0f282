import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ApiError,
  bridge,
  dialogs,
  login,
  messageFor,
  navigate,
  session,
  useDocumentTitle,
} from 'shared-kernel';
import { nativeResultCodes } from 'shared-kernel/isomorphic';
import { LanguageSelect } from '../language/LanguageSelect';
import styles from '../base.module.css';

const HOME_PATH = '/main/health-goal-dashboard';
const PLATFORM_TRANSFER_PATH = '/register/platform/transfer';

/** Spec 8: a 401 shows M0139, any other failure M0073; the person stays on the login page. */
function loginFailureCode(error: unknown): string {
  return error instanceof ApiError && error.status === 401 ? 'M0139' : 'M0073';
}

export function LoginPage() {
  const { t } = useTranslation('login');
  const ids = { userId: useId(), password: useId(), error: useId() };
  const [userId, setUserId] = useState('');
  const [userPassword, setUserPassword] = useState('');
  const [saveId, setSaveId] = useState(false);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  // Without a page header, the page names the tab itself, in the current language (issue 36.7).
  useDocumentTitle(t('pageTitle'));

  useEffect(() => {
    void bridge.call('getId', {}).then((answer) => {
      if (answer.resultCode === nativeResultCodes.SUCCESS && answer.data?.userId) {
        setUserId(answer.data.userId);
        setSaveId(true);
      }
    });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmedId = userId.trim();
    setMissing(!trimmedId || !userPassword);
    if (!trimmedId || !userPassword) return;
    setBusy(true);
    try {
      const outcome = await login(trimmedId, userPassword);
      void bridge.call('saveId', { userId: saveId ? trimmedId : '' });
      if (outcome.kind === 'transfer') {
        // A migrated account consents to the move before anything else.
        navigate(PLATFORM_TRANSFER_PATH, { replace: true });
        return;
      }
      const returnTo = session.snapshot().pathName;
      session.setPathName(null);
      navigate(returnTo && returnTo !== '/intro/login' ? returnTo : HOME_PATH, { replace: true });
    } catch (error) {
      setBusy(false);
      await dialogs.alert({ message: messageFor(loginFailureCode(error)) });
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.brand}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-describedby={missing ? ids.error : undefined}
      >
        <div className={styles.field}>
          <label htmlFor={ids.userId} className={styles.label}>
            {t('userId')}
          </label>
          <input
            id={ids.userId}
            className={styles.input}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={missing && !userId.trim()}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.password} className={styles.label}>
            {t('password')}
          </label>
          <input
            id={ids.password}
            className={styles.input}
            type="password"
            value={userPassword}
            onChange={(event) => setUserPassword(event.target.value)}
            autoComplete="current-password"
            aria-invalid={missing && !userPassword}
          />
        </div>
        {missing ? (
          <p id={ids.error} className={styles.error} role="alert">
            {messageFor('M0146')}
          </p>
        ) : null}
        <label className={styles.checkbox}>
          <input type="checkbox" checked={saveId} onChange={(event) => setSaveId(event.target.checked)} />
          {t('saveId')}
        </label>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('submit')}
        </button>
      </form>
      <nav className={styles.links} aria-label={t('helpNav')}>
        <Link to="/register">{t('register')}</Link>
        <Link to="/register/search/id">{t('findId')}</Link>
        <Link to="/register/search/pw/identify">{t('resetPassword')}</Link>
      </nav>
      <LanguageSelect />
    </div>
  );
}
