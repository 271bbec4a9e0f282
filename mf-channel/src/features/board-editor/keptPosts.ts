import { createKeptQueue, outbox } from 'shared-kernel';
import { feedBackgroundCodes, type BoardPostInput, type PostedFeed } from 'shared-kernel/isomorphic';
import { postBoard } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';
import { sendOrKeepUnlessTooOften } from '../feed-common/sendOrKeepUnlessTooOften';

/** A board post written while the API could not be reached. */
export type KeptPost = BoardPostInput & { readonly createdAt: string };

const isSerial = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

function isKeptPost(value: unknown): value is KeptPost {
  if (typeof value !== 'object' || value === null) return false;
  const { chnSnList, feedTitle, feedCn, feedBgCode, imageIdList, createdAt } = value as Record<
    string,
    unknown
  >;
  return (
    Array.isArray(chnSnList) &&
    chnSnList.every(isSerial) &&
    (feedTitle === null || typeof feedTitle === 'string') &&
    typeof feedCn === 'string' &&
    (feedBgCode === null || (feedBackgroundCodes as readonly unknown[]).includes(feedBgCode)) &&
    Array.isArray(imageIdList) &&
    imageIdList.every((id) => typeof id === 'string') &&
    typeof createdAt === 'string'
  );
}

/**
 * Each person's board posts written offline on this phone, in the app's outbox as creates under their own key
 * (sent by the kernel's outbox service from any page, written once); forgotten at logout.
 */
export const keptPosts = createKeptQueue<KeptPost>({
  kind: 'mf-channel.keptPosts',
  isEntry: isKeptPost,
  toCall: ({ createdAt: _createdAt, ...input }) => ({
    method: 'POST',
    path: '/api/feed',
    body: input,
    label: { key: 'feed:editor.keptRefused', values: { text: input.feedCn.slice(0, 40) } },
  }),
});

/**
 * Posts now, or keeps the post on the phone when the API cannot be reached (`kept`), under the same key; a post
 * refused as too frequent (429 M1157) is not kept.
 */
export function postOrKeep(input: BoardPostInput) {
  const entry: KeptPost = { ...input, createdAt: new Date().toISOString() };
  return sendOrKeepUnlessTooOften(
    keptPosts,
    (idempotencyKey) => postBoard(input, idempotencyKey),
    () => entry,
  );
}

// A kept post the outbox service sent (from whichever page) goes into the feed.
outbox.results$.subscribe((result) => {
  if (result.outcome !== 'sent' || !keptPosts.entryOf(result.call)) return;
  announceFeedChange({ type: 'posted', posts: (result.answer as PostedFeed).feedList });
});
