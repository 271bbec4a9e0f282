// The person's channel list as last loaded on this phone, so that a post or a share written offline can still
// name its channels (it waits in the outbox until the API takes it). Forgotten at logout.
import { bus } from '../bus';
import type { ChannelList } from '../isomorphic';
import { isRetryableFailure } from '../offline/sending';
import { session } from '../session';

const storageKeyPrefix = 'kernel.lastChannels.';

function isChannelList(value: unknown): value is ChannelList {
  if (typeof value !== 'object' || value === null) return false;
  const { chnList } = value as { chnList?: unknown };
  return (
    Array.isArray(chnList) &&
    chnList.every(
      (channel: unknown) =>
        typeof channel === 'object' &&
        channel !== null &&
        Number.isSafeInteger((channel as { chnSn?: unknown }).chnSn) &&
        typeof (channel as { chnNm?: unknown }).chnNm === 'string' &&
        typeof (channel as { chnTypeCode?: unknown }).chnTypeCode === 'string',
    )
  );
}

function lastLoaded(userId: string): ChannelList | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(`${storageKeyPrefix}${userId}`) ?? 'null');
    return isChannelList(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The person's channels from `load` (remembered on this phone), or, when the API cannot be reached (see
 * `isRetryableFailure`), the list last loaded here. Rejects as `load` does when none was.
 */
export async function channelsOrLastLoaded(load: () => Promise<ChannelList>): Promise<ChannelList> {
  const userId = session.snapshot().userInfo?.userId;
  try {
    const list = await load();
    if (userId) {
      try {
        localStorage.setItem(`${storageKeyPrefix}${userId}`, JSON.stringify(list));
      } catch {
        // Storage full or off: the list shown now is right; offline the person then meets the load failure.
      }
    }
    return list;
  } catch (error) {
    const kept = userId && isRetryableFailure(error) ? lastLoaded(userId) : undefined;
    if (!kept) throw error;
    return kept;
  }
}

bus.on('session.changed').subscribe(({ payload }) => {
  if (payload.loggedIn) return;
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key?.startsWith(storageKeyPrefix)) localStorage.removeItem(key);
});
