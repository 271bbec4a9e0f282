import { createContext, useContext, type Dispatch } from 'react';
import type { RecommendedMets } from 'shared-kernel/isomorphic';
import type { GoalForm, GoalFormAction } from './goalForm';

export interface GoalEditor {
  form: GoalForm;
  dispatch: Dispatch<GoalFormAction>;
  /** Today in Seoul, `YYYY-MM-DD`. */
  today: string;
  /** The person's fitness level (pscstrSttusCode), when known: it picks the recommendations. */
  fitnessLevel: string | undefined;
  /** The path of the page or one of its child screens, with the page's query (the goal being edited...). */
  pathOf: (child?: string) => string;
  /** The weekly MET-minutes recommended for the fitness level, loaded once for the page. */
  recommendedMets: () => Promise<RecommendedMets>;
}

const GoalEditorContext = createContext<GoalEditor | null>(null);

export const GoalEditorProvider = GoalEditorContext.Provider;

export function useGoalEditor(): GoalEditor {
  const editor = useContext(GoalEditorContext);
  if (!editor) throw new Error('useGoalEditor is used outside the goal editor page');
  return editor;
}
