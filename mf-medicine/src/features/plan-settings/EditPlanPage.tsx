import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { dialogs, Loading, messageFor, useLoad, pageStyles as common, LoadFailure } from 'shared-kernel';
import { medicationPlanInputOf, medicineNameIn, type MedicationPlan } from 'shared-kernel/isomorphic';
import { seoulToday } from '../medicine-common/dates';
import { loadPlans, updatePlan } from '../medicine-common/medicineApi';
import { PlanHeading } from './PlanHeading';
import { PlanSettingsPage } from './PlanSettingsPage';
import { savePlan } from './savePlan';
import { MedicinePage } from '../medicine-common/MedicinePage';

const medicinePath = '/main/medicine';

/** `/main/medicine/settings?plan=N`: a saved plan's settings, prefilled; changes apply to doses from now on. */
export function EditPlanPage() {
  const { t } = useTranslation('medicine');
  const [params] = useSearchParams();
  const tkmdSn = Number(params.get('plan'));
  const { loaded, retry } = useLoad(loadPlans, String(tkmdSn));
  if (!Number.isInteger(tkmdSn) || tkmdSn <= 0) return <Navigate to={medicinePath} replace />;
  if (loaded.state !== 'ready') {
    return (
      <MedicinePage title={t('settings.editTitle')}>
        {loaded.state === 'loading' ? <Loading /> : <LoadFailure message={loaded.message} onRetry={retry} />}
      </MedicinePage>
    );
  }
  const plan = loaded.value.find((candidate) => candidate.tkmdSn === tkmdSn);
  if (!plan) return <Refused code="M0105" />;
  if (plan.planState === 'ended') return <Refused code="M1106" />;
  return <Editor plan={plan} search={`?${params.toString()}`} />;
}

/** A plan that cannot be changed (another person's, unknown, ended) says why and goes back to the tab. */
function Refused({ code }: { code: string }) {
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void dialogs.toast(messageFor(code));
    navigate(medicinePath, { replace: true });
  }, [code, navigate]);
  return (
    <p role="alert" className={common.error}>
      {messageFor(code)}
    </p>
  );
}

function Editor({ plan, search }: { plan: MedicationPlan; search: string }) {
  const { t, i18n } = useTranslation('medicine');
  const navigate = useNavigate();
  const [today] = useState(seoulToday);
  return (
    <PlanSettingsPage
      initial={medicationPlanInputOf(plan)}
      today={today}
      isNew={plan.planState === 'scheduled'}
      editing
      beginFixed={plan.planState === 'ongoing'}
      basePath={`${medicinePath}/settings`}
      search={search}
      title={t('settings.editTitle')}
      heading={
        <PlanHeading
          name={medicineNameIn(i18n.language, plan)}
          type={plan.tkmdTypeCode}
          entpName={plan.entpName}
          strength={plan.strength}
        />
      }
      save={(input) =>
        savePlan(
          () => updatePlan(plan.tkmdSn, input),
          t('settings.changed'),
          () => navigate(medicinePath),
        )
      }
    />
  );
}
