import {
  ApiError,
  createKeptQueue,
  keepImage,
  keptImagePlaceholder,
  outbox,
  session,
  uploadImage,
} from 'shared-kernel';
import { feedBackgroundCodes, type BoardPostInput, type PostedFeed } from 'shared-kernel/isomorphic';
import { postBoard } from '../feed-common/feedApi';
import { announceFeedChange } from '../feed-common/feedChanges';
import { sendOrKeepUnlessTooOften } from '../feed-common/sendOrKeepUnlessTooOften';
import { couldNotReach } from './usePhotos';

/**
 * A board post written while the API could not be reached. `keptImages`: the keys of its photos kept on this phone
 * (`keepImage`), uploaded before it is sent; `imageIdList` names each by its placeholder until then.
 */
export type KeptPost = BoardPostInput & {
  readonly createdAt: string;
  readonly keptImages?: readonly string[];
};

const isSerial = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;

function isKeptPost(value: unknown): value is KeptPost {
  if (typeof value !== 'object' || value === null) return false;
  const { chnSnList, feedTitle, feedCn, feedBgCode, imageIdList, createdAt, keptImages } = value as Record<
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
    typeof createdAt === 'string' &&
    (keptImages === undefined ||
      (Array.isArray(keptImages) && keptImages.every((key) => typeof key === 'string')))
  );
}

/**
 * Each person's board posts written offline on this phone, in the app's outbox as creates under their own key
 * (sent by the kernel's outbox service from any page, written once); forgotten at logout.
 */
export const keptPosts = createKeptQueue<KeptPost>({
  kind: 'mf-channel.keptPosts',
  isEntry: isKeptPost,
  toCall: ({ createdAt: _createdAt, keptImages, ...input }) => ({
    method: 'POST',
    path: '/api/feed',
    body: input,
    ...(keptImages ? { images: keptImages.map((key) => ({ key, purpose: 'board' as const })) } : {}),
    label: { key: 'feed:editor.keptRefused', values: { text: input.feedCn.slice(0, 40) } },
  }),
});

/** A photo of a post: uploaded (its id), or its bytes, not uploaded for want of a connection. */
export type PostPhoto = { readonly imageId: string } | { readonly bytes: Blob };

/**
 * Uploads the photos still as bytes, in order, until the network fails: answers them with the ids of those that
 * went up, and the failure that stopped the rest, if any. A refused photo (M0140, M1120) rejects as it came.
 */
async function uploadWaiting(
  photos: readonly PostPhoto[],
): Promise<{ photos: PostPhoto[]; failure?: ApiError }> {
  const uploaded: PostPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    if ('imageId' in photo) {
      uploaded.push(photo);
      continue;
    }
    try {
      uploaded.push({ imageId: (await uploadImage(photo.bytes, 'board')).imageId });
    } catch (error) {
      if (!couldNotReach(error)) throw error;
      return { photos: [...uploaded, ...photos.slice(index)], failure: error };
    }
  }
  return { photos: uploaded };
}

/**
 * Keeps a post whose photos could not all be uploaded: their bytes on the phone and the post in the outbox, which
 * uploads them and then posts once online. Rejects with `failure` (the person must hear it is not saved) when the
 * phone refuses to keep them.
 */
async function keepWithPhotos(
  input: Omit<BoardPostInput, 'imageIdList'>,
  photos: readonly PostPhoto[],
  failure: ApiError,
): Promise<{ state: 'kept' }> {
  const userId = session.snapshot().userInfo?.userId;
  if (!userId) throw failure;
  try {
    const named = await Promise.all(
      photos.map(async (photo) => {
        if ('imageId' in photo) return { imageId: photo.imageId, key: null };
        const key = await keepImage(userId, photo.bytes);
        return { imageId: keptImagePlaceholder(key), key };
      }),
    );
    keptPosts.keep(userId, {
      ...input,
      imageIdList: named.map(({ imageId }) => imageId),
      keptImages: named.flatMap(({ key }) => (key === null ? [] : [key])),
      createdAt: new Date().toISOString(),
    });
  } catch {
    throw failure;
  }
  return { state: 'kept' };
}

/**
 * Posts now, or keeps the post on the phone when the API cannot be reached (`kept`), under the same key; a post
 * refused as too frequent (429 M1157) is not kept. Photos that wait for a connection are uploaded first; if they
 * still cannot be, the post is kept with them.
 */
export async function postOrKeep(
  input: Omit<BoardPostInput, 'imageIdList'>,
  photos: readonly PostPhoto[] = [],
): Promise<{ state: 'sent'; answer: PostedFeed } | { state: 'kept' }> {
  const uploads = await uploadWaiting(photos);
  if (uploads.failure) return keepWithPhotos(input, uploads.photos, uploads.failure);
  const post: BoardPostInput = {
    ...input,
    imageIdList: uploads.photos.flatMap((photo) => ('imageId' in photo ? [photo.imageId] : [])),
  };
  const entry: KeptPost = { ...post, createdAt: new Date().toISOString() };
  return sendOrKeepUnlessTooOften(
    keptPosts,
    (idempotencyKey) => postBoard(post, idempotencyKey),
    () => entry,
  );
}

// A kept post the outbox service sent (from whichever page) goes into the feed.
outbox.results$.subscribe((result) => {
  if (result.outcome !== 'sent' || !keptPosts.entryOf(result.call)) return;
  announceFeedChange({ type: 'posted', posts: (result.answer as PostedFeed).feedList });
});
