export { AccountSettingsPage } from './AccountSettingsPage';
export { ProfilePage } from './profile/ProfilePage';
export { ChangePhonePage } from './phone/ChangePhonePage';
export { PasswordPage } from './password/PasswordPage';
export { AgreementsPage } from './agreements/AgreementsPage';
export { TutorialPage } from './tutorial/TutorialPage';
export { DeleteAccountPage } from './withdrawal/DeleteAccountPage';
export { DeleteCompletePage } from './withdrawal/DeleteCompletePage';
