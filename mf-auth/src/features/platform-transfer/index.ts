export { TransferLayout } from './TransferState';
export { TransferIntroPage } from './TransferIntroPage';
export { TransferAgreementPage } from './TransferAgreementPage';
export { AddInfoPage } from './AddInfoPage';
export { TransferIdentifyPage } from './TransferIdentifyPage';
