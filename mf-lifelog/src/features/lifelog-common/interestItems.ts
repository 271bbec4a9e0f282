import { ApiError, messageFor, userApi } from 'shared-kernel';
import { healthIndexKeys, lifelogTypeKeys } from 'shared-kernel/isomorphic';
import type { LifelogItemKey } from './names';

/** Every card the my page can show: the life-log types, then the indexes. */
export const lifelogItemKeys: readonly LifelogItemKey[] = [...lifelogTypeKeys, ...healthIndexKeys];

export function isLifelogItemKey(value: unknown): value is LifelogItemKey {
  return (lifelogItemKeys as readonly unknown[]).includes(value);
}

function itemsOf(status: number, data: unknown): LifelogItemKey[] {
  const items: unknown =
    typeof data === 'object' && data !== null
      ? (data as { interestItems?: unknown }).interestItems
      : undefined;
  if (!Array.isArray(items)) throw new ApiError(status, 'M0073', messageFor('M0073'));
  // A key from a newer API that this build does not know is left out rather than shown broken.
  return items.filter(isLifelogItemKey);
}

/** `GET /api/service/interest/item`: the cards the person chose for the my page, in their order. */
export async function fetchInterestItems(): Promise<LifelogItemKey[]> {
  const { status, data } = await userApi.get<unknown>('/api/service/interest/item');
  return itemsOf(status, data);
}

/** `PUT /api/service/interest/item`: the new choice, in order; answers the stored list. */
export async function saveInterestItems(interestItems: readonly LifelogItemKey[]): Promise<LifelogItemKey[]> {
  const { status, data } = await userApi.put<unknown>('/api/service/interest/item', { interestItems });
  return itemsOf(status, data);
}
