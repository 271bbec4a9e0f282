import { createKeptQueue, outbox } from 'shared-kernel';
import type { CommentInput } from 'shared-kernel/isomorphic';
import { postComment, type PostKey } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';
import { sendOrKeepUnlessTooOften } from '../feed-common/sendOrKeepUnlessTooOften';

/** A comment written while the API could not be reached: where it goes, what it says, when it was written. */
export type KeptComment = PostKey & CommentInput & { readonly createdAt: string };

const isSerial = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

function isKeptComment(value: unknown): value is KeptComment {
  if (typeof value !== 'object' || value === null) return false;
  const { feedSn, chnSn, comtCn, upperComtSn, createdAt } = value as Record<string, unknown>;
  return (
    isSerial(feedSn) &&
    isSerial(chnSn) &&
    typeof comtCn === 'string' &&
    (upperComtSn === null || isSerial(upperComtSn)) &&
    typeof createdAt === 'string'
  );
}

/**
 * Each person's comments written offline on this phone, in the app's outbox as creates under their own key
 * (sent by the kernel's outbox service from any page, written once); forgotten at logout.
 */
export const keptComments = createKeptQueue<KeptComment>({
  kind: 'mf-channel.keptComments',
  isEntry: isKeptComment,
  toCall: ({ feedSn, chnSn, comtCn, upperComtSn }) => ({
    method: 'POST',
    path: `/api/feed/${feedSn}/${chnSn}/comt`,
    body: { comtCn, upperComtSn },
    label: { key: 'feed:comments.keptRefused', values: { text: comtCn.slice(0, 40) } },
  }),
});

/**
 * Sends a comment now, or keeps it on the phone when the API cannot be reached (`kept`), under the same key; a
 * comment refused as too frequent (429 M1157) is not kept.
 */
export function commentOrKeep(post: PostKey, input: CommentInput) {
  const entry: KeptComment = {
    feedSn: post.feedSn,
    chnSn: post.chnSn,
    ...input,
    createdAt: new Date().toISOString(),
  };
  return sendOrKeepUnlessTooOften(
    keptComments,
    (idempotencyKey) =>
      postComment(
        { feedSn: entry.feedSn, chnSn: entry.chnSn },
        { comtCn: entry.comtCn, upperComtSn: entry.upperComtSn },
        idempotencyKey,
      ),
    () => entry,
  );
}

// A kept comment the outbox service sent (from whichever page) shows under its post.
outbox.results$.subscribe((result) => {
  const comment = keptComments.entryOf(result.call);
  if (result.outcome !== 'sent' || !comment) return;
  announceFeedChange({ type: 'commented', post: { feedSn: comment.feedSn, chnSn: comment.chnSn } });
});
