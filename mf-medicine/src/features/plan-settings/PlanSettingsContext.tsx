import { createContext, useContext } from 'react';
import type { MedicationPlanInput } from 'shared-kernel/isomorphic';

export interface PlanSettings {
  input: MedicationPlanInput;
  change: (values: Partial<MedicationPlanInput>) => void;
  /** Today in Seoul, `YYYY-MM-DD`. */
  today: string;
  /** A new plan, or one not begun yet: it may not begin before today. */
  isNew: boolean;
  /** A saved plan being changed: what changes applies to doses from now on. */
  editing: boolean;
  /** A running plan keeps its begin day. */
  beginFixed: boolean;
  /** The settings page or one of its option screens, with the page's query. */
  pathOf: (child?: string) => string;
}

const PlanSettingsContext = createContext<PlanSettings | null>(null);

export const PlanSettingsProvider = PlanSettingsContext.Provider;

export function usePlanSettings(): PlanSettings {
  const settings = useContext(PlanSettingsContext);
  if (!settings) throw new Error('usePlanSettings is used outside the settings page');
  return settings;
}
