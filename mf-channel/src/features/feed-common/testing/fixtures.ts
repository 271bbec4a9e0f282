// Test data of the feed screens: channels and posts as the API answers them. Only tests import this file.
import { waitFor } from '@testing-library/react';
import { dialogs, type DialogKind, type DialogOf, type OpenDialog } from 'shared-kernel';
import type { Channel, FeedComment, FeedPage, FeedPost } from 'shared-kernel/isomorphic';
import type { fakeApi } from 'shared-kernel/testing';

export type FakeApi = ReturnType<typeof fakeApi>;

export function channel(chnSn: number, changes: Partial<Channel> = {}): Channel {
  return {
    chnSn,
    chnTypeCode: '0002',
    chnNm: `채널${chnSn}`,
    chnImage: null,
    chnBgImage: null,
    mngrAt: 'N',
    posInvtAt: 'N',
    prtcpntCnt: 3,
    feedCnt: 10,
    newFeedCnt: 0,
    creatDt: '2026-01-05T09:00:00+09:00',
    ...changes,
  };
}

export const myChannel = channel(1, { chnTypeCode: '0001', chnNm: '김민아', mngrAt: 'Y', prtcpntCnt: 1 });
export const familyChannel = channel(7, { chnNm: '우리 가족', newFeedCnt: 2 });

export function post(feedSn: number, changes: Partial<FeedPost> = {}): FeedPost {
  return {
    feedSn,
    chnSn: familyChannel.chnSn,
    chnNm: familyChannel.chnNm,
    actCode: '0001',
    userId: 'grandpa',
    userNm: '할아버지',
    feedTitle: null,
    feedCn: `글${feedSn}`,
    feedBgCode: null,
    imageList: [],
    actData: null,
    likeCnt: 0,
    comtCnt: 0,
    likeAt: 'N',
    readAt: 'Y',
    hideAt: 'N',
    mineAt: 'N',
    creatDt: '2026-03-11T09:30:00+09:00',
    ...changes,
  };
}

export function comment(comtSn: number, changes: Partial<FeedComment> = {}): FeedComment {
  return {
    comtSn,
    feedSn: 21,
    chnSn: familyChannel.chnSn,
    upperComtSn: null,
    userId: 'grandpa',
    userNm: '할아버지',
    comtCn: `댓글${comtSn}`,
    mineAt: 'N',
    creatDt: '2026-03-11T09:40:00+09:00',
    ...changes,
  };
}

export function page(feedList: FeedPost[], nextCursor: string | null = null): FeedPage {
  return { feedList, nextCursor };
}

/** The channel list and one feed page for every query; no health content unless a test answers some. */
export function answerFeed(
  api: FakeApi,
  feedPage: FeedPage,
  channels: Channel[] = [myChannel, familyChannel],
) {
  api.on('GET /api/channel', { status: 200, data: { chnList: channels } });
  api.on('GET /api/feed', { status: 200, data: feedPage });
  api.on('GET /api/health-content', { status: 200, data: { contentList: [], nextBefore: null } });
  return api;
}

/** What a call gets when the phone is offline: no answer at all. */
export function noAnswer(): never {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}

/** The open dialog of a kind, once it shows (confirm, toast, alert). */
export async function dialogOf<K extends DialogKind>(kind: K): Promise<DialogOf<K>> {
  let found: OpenDialog | undefined;
  const subscription = dialogs.state$.subscribe((open) => {
    found = open.find((dialog) => dialog.kind === kind) ?? found;
  });
  try {
    await waitFor(() => expect(found).toBeDefined());
    return found as DialogOf<K>;
  } finally {
    subscription.unsubscribe();
  }
}
