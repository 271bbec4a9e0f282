import { createKeptQueue, outbox } from 'shared-kernel';
import type { ActivityShareInput, PostedFeed } from 'shared-kernel/isomorphic';
import { announceFeedChange } from '../feed-common/feedChanges';
import { sendOrKeepUnlessTooOften } from '../feed-common/sendOrKeepUnlessTooOften';
import { shareActivity } from './shareApi';

/** A share of a record written while the API could not be reached. */
export type KeptShare = ActivityShareInput & { readonly createdAt: string };

const isSerial = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

// The reference itself is checked by the API when the share is sent: kept, it was read from the overlay's query
// through the API's own schema.
function isKeptShare(value: unknown): value is KeptShare {
  if (typeof value !== 'object' || value === null) return false;
  const { chnSnList, activity, feedCn, createdAt } = value as Record<string, unknown>;
  return (
    Array.isArray(chnSnList) &&
    chnSnList.length > 0 &&
    chnSnList.every(isSerial) &&
    typeof activity === 'object' &&
    activity !== null &&
    typeof (activity as { actCode?: unknown }).actCode === 'string' &&
    (feedCn === null || typeof feedCn === 'string') &&
    typeof createdAt === 'string'
  );
}

/**
 * Each person's shares of a record made offline on this phone, in the app's outbox as creates under their own key
 * (sent by the kernel's outbox service from any page, shared once); forgotten at logout.
 */
export const keptShares = createKeptQueue<KeptShare>({
  kind: 'mf-channel.keptShares',
  isEntry: isKeptShare,
  toCall: ({ createdAt: _createdAt, ...input }) => ({
    method: 'POST',
    path: '/api/feed/share',
    body: input,
    label: { key: 'share:keptRefused' },
  }),
});

/**
 * Shares now, or keeps the share on the phone when the API cannot be reached (`kept`), under the same key; a share
 * refused as too frequent (429 M1157) is not kept.
 */
export function shareOrKeep(input: ActivityShareInput) {
  const entry: KeptShare = { ...input, createdAt: new Date().toISOString() };
  return sendOrKeepUnlessTooOften(
    keptShares,
    (idempotencyKey) => shareActivity(input, idempotencyKey),
    () => entry,
  );
}

// A kept share the outbox service sent (from whichever page) goes into the feed.
outbox.results$.subscribe((result) => {
  if (result.outcome !== 'sent' || !keptShares.entryOf(result.call)) return;
  announceFeedChange({ type: 'posted', posts: (result.answer as PostedFeed).feedList });
});
