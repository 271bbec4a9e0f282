import type { DrinkingDetail, NoSmokingDetail } from 'shared-kernel/isomorphic';
import type { Translate } from './names';
import { formatNumber } from './numbers';

/** "담배를 피우지 않았어요", "피웠어요" or "아직 기록하지 않았어요". */
export function noSmokingText(t: Translate, detail: Pick<NoSmokingDetail, 'nosmkngAt'>): string {
  if (detail.nosmkngAt === 'Y') return t('routine:records.noSmoking.didNotSmoke');
  if (detail.nosmkngAt === 'N') return t('routine:records.noSmoking.smoked');
  return t('routine:records.notEntered');
}

/** "마시지 않았어요", "2잔 마셨어요 (알코올 21.4g)" or "아직 기록하지 않았어요". */
export function drinkingText(
  t: Translate,
  detail: Pick<DrinkingDetail, 'alchlAt' | 'alchlGlassCnt' | 'alchlGramVal'>,
): string {
  if (detail.alchlAt === 'N') return t('routine:records.drinking.didNotDrink');
  if (detail.alchlAt === null) return t('routine:records.notEntered');
  const glasses = t('routine:records.drinking.drank', { count: detail.alchlGlassCnt ?? 1 });
  return detail.alchlGramVal !== null
    ? `${glasses} ${t('routine:records.drinking.alcohol', { value: formatNumber(detail.alchlGramVal) })}`
    : glasses;
}
