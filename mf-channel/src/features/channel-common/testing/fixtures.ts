// Wire values for the channel screens' tests (only tests import this file).
import type {
  Channel,
  ChannelActivityInfo,
  ChannelBasicInfo,
  Participant,
  WaitingInvitation,
} from 'shared-kernel/isomorphic';

export const myChannel: Channel = {
  chnSn: 1,
  chnTypeCode: '0001',
  chnNm: '김민아',
  chnImage: null,
  chnBgImage: null,
  mngrAt: 'Y',
  posInvtAt: 'N',
  prtcpntCnt: 1,
  feedCnt: 3,
  newFeedCnt: 0,
  creatDt: '2026-01-05T09:00:00+09:00',
};

export function familyChannel(changes: Partial<Channel> = {}): Channel {
  return {
    chnSn: 7,
    chnTypeCode: '0002',
    chnNm: '우리 가족',
    chnImage: {
      imageId: 'c0ffee00-0000-4000-8000-000000000001',
      url: '/api/files/images/c0ffee00-0000-4000-8000-000000000001',
      width: 320,
      height: 320,
    },
    chnBgImage: null,
    mngrAt: 'Y',
    posInvtAt: 'N',
    prtcpntCnt: 3,
    feedCnt: 12,
    newFeedCnt: 2,
    creatDt: '2026-02-01T10:00:00+09:00',
    ...changes,
  };
}

export function basicInfoOf(channel: Channel): ChannelBasicInfo {
  return {
    chnNm: channel.chnNm,
    chnImageId: channel.chnImage?.imageId ?? '',
    chnBgImageId: channel.chnBgImage?.imageId ?? null,
    inviteMssage: '함께 건강을 챙겨요',
    posInvtAt: channel.posInvtAt,
  };
}

export const activityInfo: ChannelActivityInfo = {
  chnSn: 7,
  prtcpntCnt: 3,
  feedCnt: 12,
  comtCnt: 20,
  likeCnt: 31,
  myFeedCnt: 4,
  myComtCnt: 6,
  creatDt: '2026-02-01T10:00:00+09:00',
};

export function participant(prtcpntSn: number, changes: Partial<Participant> = {}): Participant {
  return {
    prtcpntSn,
    userId: `user${prtcpntSn}`,
    userNm: `참여자${prtcpntSn}`,
    mphonNo: '010-****-5678',
    prtcpntSttusCode: '0002',
    mngrAt: 'N',
    creatDt: '2026-02-02T10:00:00+09:00',
    ...changes,
  };
}

export function waitingInvitation(
  prtcpntSn: number,
  changes: Partial<WaitingInvitation> = {},
): WaitingInvitation {
  return {
    prtcpntSn,
    chnSn: 20 + prtcpntSn,
    chnNm: `할머니네${prtcpntSn}`,
    chnImage: null,
    inviterNm: '김영수',
    inviteMssage: '같이 혈압 챙겨요',
    prtcpntCnt: 2,
    reqLifelogList: ['0017', '0010'],
    creatDt: '2026-03-01T10:00:00+09:00',
    ...changes,
  };
}

/** The API's uploaded image for a chosen file. */
export function uploaded(imageId: string, purpose: 'channelProfile' | 'channelBackground') {
  return { imageId, url: `/api/files/images/${imageId}`, width: 320, height: 320, purpose };
}
