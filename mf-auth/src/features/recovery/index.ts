export { RecoveryLayout } from './RecoveryState';
export { ResetStart } from './ResetStart';
export { FindIdPage } from './FindIdPage';
export { ResetIdentifyPage } from './ResetIdentifyPage';
export { ResetPasswordPage } from './ResetPasswordPage';
