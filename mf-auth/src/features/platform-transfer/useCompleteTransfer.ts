import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, completePlatformTransfer, dialogs, navigate as navigateApp } from 'shared-kernel';
import { saveTransfer, type TransferDetails } from './api';
import type { Agreement } from '../terms';

/** The page that owns what the API refused, by M-code. */
const pageOfCode: Readonly<Record<string, string>> = {
  M0167: '/register/platform/transfer',
  M0141: '/register/platform/agreement',
  M0166: '/register/platform/add/info',
};

/**
 * Sends the consent with everything gathered, then turns the session into a full one. A refusal about the
 * number goes to `onPhoneError` when the page shows one; others are shown and lead to the page that owns them.
 */
export function useCompleteTransfer() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  return async function complete(
    agreements: Agreement[],
    details: TransferDetails,
    phone: { mobilePhone: string; verificationId?: string },
    onPhoneError?: (message: string) => void,
  ): Promise<void> {
    try {
      await saveTransfer(agreements, details, phone);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const aboutPhone = error.field === 'mobilePhone' || error.code === 'M0142' || error.code === 'M0177';
      if (aboutPhone && onPhoneError) {
        onPhoneError(error.message);
        return;
      }
      await dialogs.alert({ message: error.message });
      const page = pageOfCode[error.code];
      if (page) navigate(page);
      return;
    }
    await completePlatformTransfer();
    await dialogs.success({ message: t('platform.done') });
    navigateApp('/main/health-goal-dashboard', { replace: true });
  };
}
