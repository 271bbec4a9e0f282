import { userApi } from 'shared-kernel';
import type {
  BoardPostInput,
  ChannelList,
  CommentInput,
  FeedComment,
  FeedCommentList,
  FeedPage,
  FeedPost,
  LikeState,
  LikeUserList,
  PostedFeed,
  YesNo,
} from 'shared-kernel/isomorphic';

/** A post of one channel: a post sent to several channels has one copy (counters, comments) in each. */
export interface PostKey {
  feedSn: number;
  chnSn: number;
}

const postPath = ({ feedSn, chnSn }: PostKey) => `/api/feed/${feedSn}/${chnSn}`;

export async function fetchChannels(): Promise<ChannelList> {
  return (await userApi.get<ChannelList>('/api/channel')).data;
}

export interface FeedQuery {
  chnSn: number | null;
  /** Activity codes joined by commas, or null for every kind. */
  actCode: string | null;
  cursor: string | null;
}

export async function fetchFeedPage({ chnSn, actCode, cursor }: FeedQuery): Promise<FeedPage> {
  const params: Record<string, string> = {};
  if (chnSn !== null) params.chnSn = String(chnSn);
  if (actCode) params.actCode = actCode;
  if (cursor) params.cursor = cursor;
  return (await userApi.get<FeedPage>('/api/feed', { params })).data;
}

export async function fetchPost(key: PostKey): Promise<FeedPost> {
  return (await userApi.get<FeedPost>(postPath(key))).data;
}

export async function markPostRead(key: PostKey): Promise<FeedPost> {
  return (await userApi.put<FeedPost>(`${postPath(key)}/read`)).data;
}

export async function setPostLike(key: PostKey, likeAt: YesNo): Promise<LikeState> {
  return (await userApi.put<LikeState>(`${postPath(key)}/like`, { likeAt })).data;
}

export async function setPostHidden(key: PostKey, hideAt: YesNo): Promise<FeedPost> {
  return (await userApi.put<FeedPost>(`${postPath(key)}/hide`, { hideAt })).data;
}

export async function deletePost(key: PostKey): Promise<void> {
  await userApi.delete(postPath(key));
}

export async function fetchLikeUsers(key: PostKey): Promise<LikeUserList> {
  return (await userApi.get<LikeUserList>(`${postPath(key)}/like/users`)).data;
}

export async function fetchComments(key: PostKey): Promise<FeedCommentList> {
  return (await userApi.get<FeedCommentList>(`${postPath(key)}/comt`)).data;
}

/** `idempotencyKey`: the API writes the comment once however often the call with it arrives. */
export async function postComment(
  key: PostKey,
  input: CommentInput,
  idempotencyKey?: string,
): Promise<FeedComment> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
  return (await userApi.post<FeedComment>(`${postPath(key)}/comt`, input, { headers })).data;
}

export async function deleteComment(key: PostKey, comtSn: number): Promise<void> {
  await userApi.delete(`${postPath(key)}/comt/${comtSn}`);
}

/** `idempotencyKey`: the API writes the post once however often the call with it arrives. */
export async function postBoard(input: BoardPostInput, idempotencyKey?: string): Promise<PostedFeed> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
  return (await userApi.post<PostedFeed>('/api/feed', input, { headers })).data;
}
