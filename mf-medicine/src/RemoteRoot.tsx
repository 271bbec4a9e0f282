import { AppRouter } from 'shared-kernel';
import { Route, Routes } from 'react-router-dom';
import { MedicineSchedulePage } from './features/medicine-schedule/MedicineSchedulePage';
import { MedicineRegistrationPage } from './features/medicine-registration/MedicineRegistrationPage';
import { EditPlanPage } from './features/plan-settings/EditPlanPage';
import { RegistrationOptionsOverlay } from './features/registration-options/RegistrationOptionsOverlay';

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/medicine/settings/*" element={<EditPlanPage />} />
        <Route path="/main/medicine/*" element={<MedicineSchedulePage />} />
        <Route path="/medicine/*" element={<MedicineRegistrationPage />} />
        <Route path="*" element={null} />
      </Routes>
      {/* Overlays over the tab, which stays mounted underneath. */}
      <Routes>
        <Route path="/main/medicine/registration-options" element={<RegistrationOptionsOverlay />} />
        <Route path="*" element={null} />
      </Routes>
    </AppRouter>
  );
}
