import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { MedicationPlanInput } from 'shared-kernel/isomorphic';
import { CycleScreen } from './CycleScreen';
import { PeriodScreen } from './PeriodScreen';
import { PlanSettingsProvider, type PlanSettings } from './PlanSettingsContext';
import { SettingsSummary, type SaveOutcome } from './SettingsSummary';
import { TimeScreen } from './TimeScreen';

/**
 * `settings` and its option screens (`options-cycle`, `options-period`, `options-time`), over one plan being
 * made or changed; what is set survives moving between them, and any refusal.
 */
export function PlanSettingsPage({
  initial,
  today,
  isNew,
  editing,
  beginFixed,
  basePath,
  search = '',
  title,
  heading,
  save,
}: {
  initial: MedicationPlanInput;
  today: string;
  isNew: boolean;
  editing: boolean;
  beginFixed: boolean;
  /** Where `settings` is: `/medicine/search/settings`, `/main/medicine/settings`... */
  basePath: string;
  search?: string;
  title: string;
  /** What the plan is of, shown above its settings. */
  heading: ReactNode;
  save: (input: MedicationPlanInput) => Promise<SaveOutcome>;
}) {
  const [input, setInput] = useState(initial);
  const change = useCallback(
    (values: Partial<MedicationPlanInput>) => setInput((before) => ({ ...before, ...values })),
    [],
  );
  const pathOf = useCallback(
    (child?: string) => `${basePath}${child ? `/${child}` : ''}${search}`,
    [basePath, search],
  );
  const settings: PlanSettings = { input, change, today, isNew, editing, beginFixed, pathOf };
  return (
    <PlanSettingsProvider value={settings}>
      <Routes>
        <Route index element={<SettingsSummary title={title} heading={heading} save={save} />} />
        <Route path="options-cycle" element={<CycleScreen />} />
        <Route path="options-period" element={<PeriodScreen />} />
        <Route path="options-time" element={<TimeScreen />} />
        <Route path="*" element={<Navigate to={pathOf()} replace />} />
      </Routes>
    </PlanSettingsProvider>
  );
}
