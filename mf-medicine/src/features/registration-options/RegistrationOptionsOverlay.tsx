import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { OverlayPortal, Sheet, pageStyles as common } from 'shared-kernel';
import styles from './registrationOptions.module.css';

/** `registration-options` over the medicine tab: find the medicine in the catalogue, or register it by name. */
export function RegistrationOptionsOverlay() {
  const { t } = useTranslation('medicine');
  const navigate = useNavigate();
  return (
    <OverlayPortal>
      <Sheet title={t('options.title')} onClose={() => navigate('/main/medicine')}>
        <div className={common.sheetBody}>
          <Link className={styles.option} to="/medicine/search">
            <strong>{t('options.search')}</strong>
            <span className={common.hint}>{t('options.searchHint')}</span>
          </Link>
          <Link className={styles.option} to="/medicine/direct">
            <strong>{t('options.direct')}</strong>
            <span className={common.hint}>{t('options.directHint')}</span>
          </Link>
        </div>
      </Sheet>
    </OverlayPortal>
  );
}
