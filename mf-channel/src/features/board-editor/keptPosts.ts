import { createKeptQueue, dialogs, sendOrKeep, translate, type KeptSender } from 'shared-kernel';
import { feedBackgroundCodes, type BoardPostInput, type PostedFeed } from 'shared-kernel/isomorphic';
import { postBoard } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';

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

/** Each person's board posts written offline on this phone; forgotten at logout. Each is sent once. */
export const keptPosts = createKeptQueue<KeptPost>({
  storageKeyPrefix: 'mf-channel.keptPosts.',
  isEntry: isKeptPost,
});

const send = ({ createdAt: _createdAt, ...input }: KeptPost) => postBoard(input);

/** Posts now, or keeps the post on the phone when the API cannot be reached (`kept`). */
export function postOrKeep(input: BoardPostInput) {
  const entry: KeptPost = { ...input, createdAt: new Date().toISOString() };
  return sendOrKeep(
    keptPosts,
    () => postBoard(input),
    () => entry,
  );
}

/** How a kept post goes later, and what the feed hears of it. */
export const keptPostSender: KeptSender<KeptPost, PostedFeed> = {
  send,
  sent(_post, posted) {
    announceFeedChange({ type: 'posted', posts: posted.feedList });
  },
  refused(post, error) {
    void dialogs.alert({
      message: translate('feed:editor.keptRefused', {
        text: post.feedCn.slice(0, 40),
        message: error.message,
      }),
    });
  },
};
