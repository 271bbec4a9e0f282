import { AppRouter } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { MedicineSchedulePage } from './features/medicine-schedule/MedicineSchedulePage';
import { MedicineRegistrationPage } from './features/medicine-registration/MedicineRegistrationPage';

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/medicine/*" element={<MedicineSchedulePage />} />
        <Route path="/medicine/*" element={<MedicineRegistrationPage />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
