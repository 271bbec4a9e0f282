import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { createPlan } from '../medicine-common/medicineApi';
import { seoulToday } from '../medicine-common/dates';
import { medicationTypeCodes, medicineNameIn } from 'shared-kernel/isomorphic';
import { newPlanInput, type ChosenMedicine } from '../plan-settings/planChecks';
import { PlanHeading } from '../plan-settings/PlanHeading';
import { PlanSettingsPage } from '../plan-settings/PlanSettingsPage';
import { savePlan } from '../plan-settings/savePlan';
import { DirectPage } from './DirectPage';
import { RegistrationProvider, useRegistration, type Registration } from './RegistrationContext';
import { SearchPage } from './SearchPage';

const medicinePath = '/main/medicine';

/** `/medicine/search` and `/medicine/direct`, each leading to its `settings`; saving goes back to the tab. */
export function MedicineRegistrationPage() {
  const [chosen, setChosen] = useState<ChosenMedicine | null>(null);
  const [direct, setDirect] = useState({ name: '', type: medicationTypeCodes.pill as string });
  const [query, setQuery] = useState('');
  const registration: Registration = { chosen, choose: setChosen, direct, setDirect, query, setQuery };
  return (
    <RegistrationProvider value={registration}>
      <Routes>
        <Route path="search" element={<SearchPage />} />
        <Route path="search/settings/*" element={<NewPlanSettings from="search" />} />
        <Route path="direct" element={<DirectPage />} />
        <Route path="direct/settings/*" element={<NewPlanSettings from="direct" />} />
        <Route path="*" element={<Navigate to="/medicine/search" replace />} />
      </Routes>
    </RegistrationProvider>
  );
}

/** The settings of the medicine just chosen; without one (a reload) the choice starts again. */
function NewPlanSettings({ from }: { from: 'search' | 'direct' }) {
  const { t, i18n } = useTranslation('medicine');
  const navigate = useNavigate();
  const { chosen } = useRegistration();
  const [today] = useState(seoulToday);
  if (!chosen) return <Navigate to={`/medicine/${from}`} replace />;
  return (
    <PlanSettingsPage
      initial={newPlanInput(chosen, today)}
      today={today}
      isNew
      editing={false}
      beginFixed={false}
      basePath={`/medicine/${from}/settings`}
      title={t('settings.newTitle')}
      heading={
        <PlanHeading
          name={medicineNameIn(i18n.language, chosen)}
          type={chosen.tkmdTypeCode}
          entpName={chosen.entpName}
          strength={chosen.strength}
        />
      }
      save={(input) =>
        savePlan(
          () => createPlan(input),
          t('settings.saved'),
          () => navigate(medicinePath),
        )
      }
    />
  );
}
