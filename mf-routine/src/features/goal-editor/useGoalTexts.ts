import { useTranslation } from 'react-i18next';

/**
 * The goal editor's texts (`routineGoal`, loaded with its code) and the remote's shared ones (`routine`): a key
 * missing from the first is looked up in the second.
 */
export function useGoalTexts() {
  return useTranslation(['routineGoal', 'routine'], { nsMode: 'fallback' });
}
