import { AppRouter } from 'shared-kernel';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/login/LoginPage';
import { AccountSettingsPage } from './features/account-settings/AccountSettingsPage';
import { RegistrationUnavailablePage } from './features/registration/RegistrationUnavailablePage';

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/intro/login" element={<LoginPage />} />
        <Route path="/intro/*" element={<Navigate to="/intro/login" replace />} />
        <Route path="/register/*" element={<RegistrationUnavailablePage />} />
        <Route path="/user/myChn/setting/*" element={<AccountSettingsPage />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
