import { createKeptQueue, dialogs, sendOrKeep, translate, type KeptSender } from 'shared-kernel';
import type { CommentInput, FeedComment } from 'shared-kernel/isomorphic';
import { postComment, type PostKey } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';

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

/** Each person's comments written offline on this phone; forgotten at logout. Each is sent once. */
export const keptComments = createKeptQueue<KeptComment>({
  storageKeyPrefix: 'mf-channel.keptComments.',
  isEntry: isKeptComment,
});

const send = ({ feedSn, chnSn, comtCn, upperComtSn }: KeptComment) =>
  postComment({ feedSn, chnSn }, { comtCn, upperComtSn });

/** Sends a comment now, or keeps it on the phone when the API cannot be reached (`kept`). */
export function commentOrKeep(post: PostKey, input: CommentInput) {
  const entry: KeptComment = {
    feedSn: post.feedSn,
    chnSn: post.chnSn,
    ...input,
    createdAt: new Date().toISOString(),
  };
  return sendOrKeep(
    keptComments,
    () => send(entry),
    () => entry,
  );
}

/** How a kept comment goes later, and what the screens hear of it. */
export const keptCommentSender: KeptSender<KeptComment, FeedComment> = {
  send,
  sent(comment) {
    announceFeedChange({ type: 'commented', post: { feedSn: comment.feedSn, chnSn: comment.chnSn } });
  },
  refused(comment, error) {
    void dialogs.alert({
      message: translate('feed:comments.keptRefused', {
        text: comment.comtCn.slice(0, 40),
        message: error.message,
      }),
    });
  },
};
