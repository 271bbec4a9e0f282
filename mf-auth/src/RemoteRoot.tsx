import { AppRouter, lazyPage, loadNamespaces } from 'shared-kernel';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/login/LoginPage';

/**
 * The login page needs only its own texts (the `login` namespace the remote starts with); every other flow brings
 * the `auth` texts with its code, side by side, so that the login page does not download them (issue 15).
 */
const withAuthTexts =
  <Module,>(load: () => Promise<Module>) =>
  () =>
    Promise.all([load(), loadNamespaces(['auth'])]).then(([module]) => module);

const registration = withAuthTexts(() => import('./features/registration'));
const recovery = withAuthTexts(() => import('./features/recovery'));
const transfer = withAuthTexts(() => import('./features/platform-transfer'));
const settings = withAuthTexts(() => import('./features/account-settings'));

const SignUp = {
  Layout: lazyPage(registration, (m) => m.RegistrationLayout),
  Start: lazyPage(registration, (m) => m.RegistrationStart),
  Agreement: lazyPage(registration, (m) => m.AgreementStep),
  Identify: lazyPage(registration, (m) => m.IdentifyStep),
  UserId: lazyPage(registration, (m) => m.UserIdStep),
  Password: lazyPage(registration, (m) => m.PasswordStep),
  Email: lazyPage(registration, (m) => m.EmailStep),
  Height: lazyPage(registration, (m) => m.HeightStep),
  Welcome: lazyPage(registration, (m) => m.WelcomeStep),
  TransferNotice: lazyPage(registration, (m) => m.TransferNoticePage),
};
const Recovery = {
  Layout: lazyPage(recovery, (m) => m.RecoveryLayout),
  FindId: lazyPage(recovery, (m) => m.FindIdPage),
  ResetIdentify: lazyPage(recovery, (m) => m.ResetIdentifyPage),
  ResetPassword: lazyPage(recovery, (m) => m.ResetPasswordPage),
  ResetStart: lazyPage(recovery, (m) => m.ResetStart),
};
const Transfer = {
  Layout: lazyPage(transfer, (m) => m.TransferLayout),
  Intro: lazyPage(transfer, (m) => m.TransferIntroPage),
  Agreement: lazyPage(transfer, (m) => m.TransferAgreementPage),
  AddInfo: lazyPage(transfer, (m) => m.AddInfoPage),
  Identify: lazyPage(transfer, (m) => m.TransferIdentifyPage),
};
const Settings = {
  Menu: lazyPage(settings, (m) => m.AccountSettingsPage),
  Profile: lazyPage(settings, (m) => m.ProfilePage),
  Phone: lazyPage(settings, (m) => m.ChangePhonePage),
  DeleteAccount: lazyPage(settings, (m) => m.DeleteAccountPage),
  DeleteComplete: lazyPage(settings, (m) => m.DeleteCompletePage),
  Password: lazyPage(settings, (m) => m.PasswordPage),
  Agreements: lazyPage(settings, (m) => m.AgreementsPage),
  Tutorial: lazyPage(settings, (m) => m.TutorialPage),
  Sessions: lazyPage(settings, (m) => m.SessionsPage),
  Sharing: lazyPage(settings, (m) => m.SharingPage),
  Notifications: lazyPage(settings, (m) => m.NotificationSettingsPage),
  YourData: lazyPage(settings, (m) => m.YourDataPage),
  BlockedPeople: lazyPage(settings, (m) => m.BlockedPeoplePage),
};
const setting = '/user/myChn/setting';

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/intro/login" element={<LoginPage />} />
        <Route path="/intro/*" element={<Navigate to="/intro/login" replace />} />

        <Route element={<SignUp.Layout />}>
          <Route path="/register" element={<SignUp.Start />} />
          <Route path="/register/agreement" element={<SignUp.Agreement />} />
          <Route path="/register/identify" element={<SignUp.Identify />} />
          <Route path="/register/info/a" element={<SignUp.UserId />} />
          <Route path="/register/info/b" element={<SignUp.Password />} />
          <Route path="/register/info/c" element={<SignUp.Email />} />
          <Route path="/register/info/d" element={<SignUp.Height />} />
          <Route path="/register/info/end" element={<SignUp.Welcome />} />
          <Route path="/register/*" element={<Navigate to="/register" replace />} />
        </Route>
        <Route path="/register/transfer" element={<SignUp.TransferNotice />} />

        <Route element={<Recovery.Layout />}>
          <Route path="/register/search/id" element={<Recovery.FindId />} />
          <Route path="/register/search/pw/identify" element={<Recovery.ResetIdentify />} />
          <Route path="/register/reset/identify" element={<Recovery.ResetIdentify />} />
          <Route path="/register/search/pw/reset" element={<Recovery.ResetPassword />} />
          <Route path="/register/reset/pw" element={<Recovery.ResetStart />} />
        </Route>

        <Route element={<Transfer.Layout />}>
          <Route path="/register/platform/transfer" element={<Transfer.Intro />} />
          <Route path="/register/platform/agreement" element={<Transfer.Agreement />} />
          <Route path="/register/platform/add/info" element={<Transfer.AddInfo />} />
          <Route path="/register/user/identify" element={<Transfer.Identify />} />
          <Route
            path="/register/platform/*"
            element={<Navigate to="/register/platform/transfer" replace />}
          />
        </Route>

        <Route path={setting} element={<Settings.Menu />} />
        {/* mf-lifelog's health-app sheet opens over the settings menu it was reached from, which it closes to. */}
        <Route path={`${setting}/lifelogConnect`} element={<Settings.Menu />} />
        <Route path={`${setting}/profile`} element={<Settings.Profile />} />
        <Route path={`${setting}/profile/height`} element={<Settings.Profile />} />
        <Route path={`${setting}/profile/phone`} element={<Settings.Phone />} />
        <Route path={`${setting}/profile/deleteAccount`} element={<Settings.DeleteAccount />} />
        <Route path={`${setting}/profile/deleteComplete`} element={<Settings.DeleteComplete />} />
        <Route path={`${setting}/password`} element={<Settings.Password />} />
        <Route path={`${setting}/agreement`} element={<Settings.Agreements />} />
        <Route path={`${setting}/tutorial`} element={<Settings.Tutorial />} />
        <Route path={`${setting}/sessions`} element={<Settings.Sessions />} />
        <Route path={`${setting}/sharing`} element={<Settings.Sharing />} />
        <Route path={`${setting}/notifications`} element={<Settings.Notifications />} />
        <Route path={`${setting}/your-data`} element={<Settings.YourData />} />
        <Route path={`${setting}/blocked-people`} element={<Settings.BlockedPeople />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
