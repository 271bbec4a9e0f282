import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, bridge, dialogs, formatDate, Loading, messageFor, useLoad } from 'shared-kernel';
import {
  formatMobilePhone,
  imageSizeLimits,
  nativeResultCodes,
  profileFormSchema,
} from 'shared-kernel/isomorphic';
import { AuthPage } from '../../page-layout/AuthPage';
import { LoadFailure } from '../../page-layout/LoadFailure';
import { TextField, useErrorsFollowValues, useForm, useGenderChoices } from '../../forms';
import { heightValue } from '../../forms/height';
import styles from '../../auth.module.css';
import { profilePath, settingsPath } from '../settingsPaths';
import { fetchServiceInfo, updateServiceInfo, type ServiceInfo } from './api';

const photoFailure = 'M0140';

export function ProfilePage() {
  const { t } = useTranslation('auth');
  const { loaded, retry } = useLoad(fetchServiceInfo);
  return (
    <AuthPage title={t('profile.title')}>
      {loaded.state === 'loading' ? <Loading /> : null}
      {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
      {loaded.state === 'ready' ? <Profile initial={loaded.value} /> : null}
    </AuthPage>
  );
}

function Profile({ initial }: { initial: ServiceInfo }) {
  const { t } = useTranslation('auth');
  const genderChoices = useGenderChoices();
  const [info, setInfo] = useState(initial);
  const [photoBusy, setPhotoBusy] = useState(false);

  async function savePhoto(profilePhoto: string | null) {
    setPhotoBusy(true);
    try {
      setInfo(await updateServiceInfo({ profilePhoto }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
    } finally {
      setPhotoBusy(false);
    }
  }

  async function choosePhoto() {
    const answer = await bridge.call('getPhoto', { maxSize: imageSizeLimits.userProfile });
    if (answer.resultCode === nativeResultCodes.USER_CANCEL) return;
    if (answer.resultCode !== nativeResultCodes.SUCCESS) {
      await dialogs.alert({ message: messageFor(photoFailure) });
      return;
    }
    await savePhoto(answer.data.dataUrl);
  }

  const gender = genderChoices.find((choice) => choice.value === info.userGenderCode)?.label;

  return (
    <>
      <section className={styles.card} aria-labelledby="photo-heading">
        <h2 id="photo-heading" className={styles.heading}>
          {t('profile.photo')}
        </h2>
        <div className={styles.photoRow}>
          {info.profilePhoto ? (
            <img className={styles.photo} src={info.profilePhoto} alt={t('profile.photoAlt')} />
          ) : (
            <span className={styles.photoPlaceholder}>{t('profile.noPhoto')}</span>
          )}
          <div className={styles.group}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void choosePhoto()}
              disabled={photoBusy}
            >
              {t('profile.changePhoto')}
            </button>
            {info.profilePhoto ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void savePhoto(null)}
                disabled={photoBusy}
              >
                {t('profile.removePhoto')}
              </button>
            ) : null}
          </div>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="me-heading">
        <h2 id="me-heading" className={styles.heading}>
          {t('profile.me')}
        </h2>
        <dl>
          <dt>{t('common:fields.userId')}</dt>
          <dd>{info.userId}</dd>
          <dt>{t('common:fields.userNm')}</dt>
          <dd>{info.userNm ?? '--'}</dd>
          <dt>{t('common:fields.userBrthdyDe')}</dt>
          <dd>{formatDate(info.userBrthdyDe)}</dd>
          <dt>{t('common:fields.userGenderCode')}</dt>
          <dd>{gender ?? '--'}</dd>
          <dt>{t('common:fields.mobilePhone')}</dt>
          <dd>{info.userMphonNo === null ? '--' : formatMobilePhone(info.userMphonNo)}</dd>
        </dl>
        <Link to={`${profilePath}/phone`} className={styles.secondaryLink}>
          {t('profile.changePhone')}
        </Link>
      </section>
      <HeightForm height={info.height} onSaved={setInfo} />
      <nav className={styles.links} aria-label={t('profile.more')}>
        <Link to={settingsPath}>{t('profile.backToSettings')}</Link>
        <Link to={`${profilePath}/deleteAccount`}>{t('profile.deleteAccount')}</Link>
      </nav>
    </>
  );
}

const heightFields = ['height'] as const;

function HeightForm({ height, onSaved }: { height: number | null; onSaved(info: ServiceInfo): void }) {
  const { t } = useTranslation('auth');
  const form = useForm(heightFields);
  const [typed, setTyped] = useState(height === null ? '' : String(height));
  useErrorsFollowValues(form, profileFormSchema, { height: heightValue(typed) });
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const value = heightValue(typed);
    if (!(await form.check(profileFormSchema, { height: value }))) return;
    setBusy(true);
    try {
      onSaved(await updateServiceInfo({ height: value ?? null }));
      void dialogs.toast(t('profile.heightSaved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.showError('height', error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={save}
      noValidate
      aria-labelledby="height-heading"
    >
      <h2 id="height-heading" className={styles.heading}>
        {t('profile.height')}
      </h2>
      <TextField
        id={form.idOf('height')}
        label={t('form.heightCm')}
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => void form.checkField('height', profileFormSchema, { height: heightValue(typed) })}
        error={form.errors.height}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('common:save')}
      </button>
    </form>
  );
}
