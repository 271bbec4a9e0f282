export {
  usePhoneVerification,
  type PhoneVerification,
  type PhoneVerificationOptions,
} from './usePhoneVerification';
export { PhoneVerificationFields } from './PhoneVerificationFields';
export { formatCountdown } from './countdown';
export type { VerificationChannel } from './api';
