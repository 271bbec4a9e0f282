import { useTranslation } from 'react-i18next';
import { genderCodes } from 'shared-kernel/isomorphic';
import type { Choice } from './ChoiceField';

export function useGenderChoices(): Choice[] {
  const { t } = useTranslation('auth');
  return [
    { value: genderCodes.male, label: t('form.male') },
    { value: genderCodes.female, label: t('form.female') },
  ];
}
