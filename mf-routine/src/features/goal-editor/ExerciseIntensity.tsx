import type { ExerciseItem } from 'shared-kernel/isomorphic';
import { useGoalTexts } from './useGoalTexts';

/**
 * An item's METs and intensity band (weak, medium, strong): those of the person's body when the API knows it
 * (`crrctMetsVal`), else the Compendium's.
 */
export function ExerciseIntensity({
  item,
}: {
  item: Pick<ExerciseItem, 'metsVal' | 'crrctMetsVal' | 'intnstyCode'>;
}) {
  const { t } = useGoalTexts();
  return (
    <>
      {item.crrctMetsVal === null
        ? t('goal.types.mets', { value: item.metsVal })
        : t('goal.types.bodyMets', { value: item.crrctMetsVal })}
      {' · '}
      {t(`goal.types.intensity.${item.intnstyCode}`)}
    </>
  );
}
