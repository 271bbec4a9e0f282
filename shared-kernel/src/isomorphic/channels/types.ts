// The wire shapes of channels (`/api/channel`), the family feed (`/api/feed`), image uploads (`/api/files`), the
// activity history and the feedback board (`/api/service/act/history`, `/api/service/inqry`). Field names are the
// spec's where it has them (chnSn, feedSn, prtcpnt..., inqry...); the others follow their style.
import type { ChannelTypeCode, InvitationCode } from '../codes';
import type { YesNo } from '../routines/types';
import type {
  FeedActivityCode,
  FeedBackgroundCode,
  ImagePurpose,
  InviteRefusalCode,
  NotTextedCode,
  ShareableActivityCode,
  ShareableLifelogTypeCode,
} from './codes';

/** invite 0001, participate 0002, reject 0003 (spec section 3). */
export type ParticipantStateCode = InvitationCode;

/** An image the API stores: fetched with the bearer token from `url` (`GET /api/files/images/{imageId}`). */
export interface StoredImage {
  imageId: string;
  url: string;
  width: number;
  height: number;
}

/** `POST /api/files/images?purpose=` (raw image bytes as the body): 201. */
export type UploadedImage = StoredImage & { purpose: ImagePurpose };

/** A channel as its members see it (`GET /api/channel` lists them: the caller's own channel first). */
export interface Channel {
  chnSn: number;
  chnTypeCode: ChannelTypeCode;
  chnNm: string;
  chnImage: StoredImage | null;
  chnBgImage: StoredImage | null;
  /** The caller is its manager. */
  mngrAt: YesNo;
  /** Members who are not the manager may invite too. */
  posInvtAt: YesNo;
  prtcpntCnt: number;
  feedCnt: number;
  /** Posts in this channel the caller has not read. */
  newFeedCnt: number;
  creatDt: string;
}

export interface ChannelList {
  chnList: Channel[];
}

/** `POST /api/channel`: a family channel, with its first invitations. */
export interface ChannelInput {
  chnNm: string;
  /** An uploaded image (purpose channelProfile): required (M0014). */
  chnImageId: string;
  /** An uploaded image (purpose channelBackground), or null. */
  chnBgImageId: string | null;
  inviteMssage: string;
  /** Mobile numbers, national form after normalizing; at least one (M0019), each valid (M0144). */
  invitePhoneList: string[];
  posInvtAt: YesNo;
}

/** `GET` / `PUT /api/channel/{chnSn}/basicInfo` (PUT: manager only). */
export interface ChannelBasicInfo {
  chnNm: string;
  chnImageId: string;
  chnBgImageId: string | null;
  inviteMssage: string;
  posInvtAt: YesNo;
}

/** A member, or a person invited (by account or by a number without one). */
export interface Participant {
  prtcpntSn: number;
  /** null while the number has no account. */
  userId: string | null;
  /** The person's name, or null for a number without an account. */
  userNm: string | null;
  /** Masked except for the caller's own and for the manager (e.g. 010-****-5678). */
  mphonNo: string;
  prtcpntSttusCode: ParticipantStateCode;
  mngrAt: YesNo;
  /** When the person joined, or was invited while waiting (ISO instant). */
  creatDt: string;
}

/** `GET /api/channel/{chnSn}/prtcpnt`: members first (manager first), then waiting and rejected invitations. */
export interface ParticipantList {
  prtcpntList: Participant[];
}

/** `POST /api/channel/prtcpnt`. */
export interface InvitationInput {
  chnSn: number;
  invitePhoneList: string[];
  inviteMssage: string;
}

/**
 * An invited number that was sent no text (issue 34), whether or not it has an account: the invitation waits in
 * the app all the same.
 */
export interface NotTexted {
  mphonNo: string;
  reason: NotTextedCode;
}

/** `POST /api/channel/prtcpnt` → 201: the new invitations, and the numbers not texted. */
export interface InvitationResult extends ParticipantList {
  notTextedList: NotTexted[];
}

/** `POST /api/channel` → 201: the channel made, and the invited numbers not texted. */
export interface CreatedChannel extends Channel {
  notTextedList: NotTexted[];
}

/** An invitation waiting for the caller (`GET /api/channel/prtcpnt/wait`). */
export interface WaitingInvitation {
  prtcpntSn: number;
  chnSn: number;
  chnNm: string;
  chnImage: StoredImage | null;
  inviterNm: string;
  inviteMssage: string;
  prtcpntCnt: number;
  /** Life-log types joining will share with the channel's members. */
  reqLifelogList: ShareableLifelogTypeCode[];
  creatDt: string;
}

export interface WaitingInvitationList {
  waitList: WaitingInvitation[];
}

/**
 * `POST /api/channel/prtcpnt/checking`: which numbers may be invited (to the channel `chnSn`, or to one being made
 * when null). Counted: at most 200 numbers a day per account (429 M1156 beyond).
 */
export interface InviteCheckInput {
  chnSn: number | null;
  mphonNoList: string[];
}

/** Whether one number may be invited. Nothing here tells whether the number has an account. */
export interface InviteCheck {
  mphonNo: string;
  inviteAt: YesNo;
  /** Why not, when inviteAt is N: M1112 the caller's own number, M1111 already in the channel or invited. */
  reason: InviteRefusalCode | null;
}

export interface InviteCheckList {
  checkList: InviteCheck[];
}

/** `PUT /api/channel/{chnSn}/prtcpnt/except` and `POST /api/channel/{chnSn}/manager/delegate`. */
export interface ParticipantChoice {
  prtcpntSn: number;
}

/** `GET /api/channel/{chnSn}/act/info`. */
export interface ChannelActivityInfo {
  chnSn: number;
  prtcpntCnt: number;
  feedCnt: number;
  comtCnt: number;
  likeCnt: number;
  myFeedCnt: number;
  myComtCnt: number;
  creatDt: string;
}

/** `GET /api/channel/share/itemCode?shareItemTypeCode=`: the codes a channel can choose from. */
export interface ShareItemCodeList {
  shareItemList: string[];
}

/** `GET` / `POST /api/channel/{chnSn}/share/item` (POST: manager only). */
export interface ChannelShareItems {
  /** Life-log types every member shares with the other members while they are in the channel. */
  reqLifelogList: ShareableLifelogTypeCode[];
  /** Activity types members may share into the channel. */
  shareActList: ShareableActivityCode[];
}

/** `GET /api/service/act/history`: the caller's activity in every channel. */
export interface ActivityHistory {
  myChnCnt: number;
  myBrdCnt: number;
  myComtCnt: number;
}

// ---- feed -----------------------------------------------------------------------------------------------

/** What the server stored when an activity was shared: enough to draw its card without reading the source. */
export type ActivityData =
  | {
      actCode: '0002';
      lifelogTypeKey: string;
      /** e.g. [{ key: 'sbp', value: 128, unit: 'mmHg' }, { key: 'dbp', value: 82, unit: 'mmHg' }]. */
      values: { key: string; value: number; unit: string }[];
      effectiveDateTime: string;
      /** Guide grade of the value where one applies (0001 normal ... 0004 danger), else null. */
      gradCode: string | null;
    }
  | {
      actCode: '0004';
      routhLapseDe: string;
      exrciseTimeMiTot: number;
      cnsumCalValTot: number;
      exrciseItemNmList: string[];
    }
  | {
      actCode: '0005';
      fromPeriodDt: string;
      toPeriodDt: string;
      takenCount: number;
      dueCount: number;
      /** taken ÷ due in percent, rounded; null when nothing was due. */
      rate: number | null;
      compliant: boolean;
    }
  | {
      actCode: '0006' | '0007' | '0008';
      predictionModel: string;
      predictionId: string;
      /** The headline of the result: body age in years, or risk in percent. */
      value: number;
      unit: 'years' | 'percent';
      /** For body age: the real age. */
      realAge: number | null;
      severity: 'low' | 'moderate' | 'high' | null;
      predictDt: string;
    }
  | { actCode: '0009'; messageKey: 'joined' | 'left' | 'excluded' | 'managerChanged'; userNm: string }
  | { actCode: '0010'; html: string };

export interface FeedPost {
  feedSn: number;
  chnSn: number;
  chnNm: string;
  actCode: FeedActivityCode;
  /** The author (null once their account is withdrawn). */
  userId: string | null;
  userNm: string | null;
  feedTitle: string | null;
  feedCn: string | null;
  feedBgCode: FeedBackgroundCode | null;
  imageList: StoredImage[];
  actData: ActivityData | null;
  likeCnt: number;
  comtCnt: number;
  /** The caller liked it. */
  likeAt: YesNo;
  readAt: YesNo;
  hideAt: YesNo;
  /** The caller wrote it (may delete it). */
  mineAt: YesNo;
  creatDt: string;
}

/** `GET /api/feed?chnSn&actCode&cursor&rows`: newest first; `nextCursor` null on the last page. */
export interface FeedPage {
  feedList: FeedPost[];
  nextCursor: string | null;
}

/** `POST /api/feed`: a board post, into each chosen channel (one FeedPost per channel in the answer). */
export interface BoardPostInput {
  chnSnList: number[];
  feedTitle: string | null;
  feedCn: string;
  feedBgCode: FeedBackgroundCode | null;
  /** Uploaded images (purpose board), in order. */
  imageIdList: string[];
}

/** What an activity share names; the server reads the record itself (never trusts values sent by the app). */
export type ActivityReference =
  | { actCode: '0002'; observationId: string }
  | { actCode: '0004'; helthGoalSn: number; routhLapseDe: string }
  | { actCode: '0005'; fromPeriodDt: string; toPeriodDt: string }
  | { actCode: '0006' | '0007' | '0008'; predictionModel: string; predictionId: string | null };

/** `POST /api/feed/share`: one call for every area. */
export interface ActivityShareInput {
  chnSnList: number[];
  activity: ActivityReference;
  /** A few words the person adds, or null. */
  feedCn: string | null;
}

/** Answer of `POST /api/feed` and `POST /api/feed/share` (201). */
export interface PostedFeed {
  feedList: FeedPost[];
}

export interface FeedComment {
  comtSn: number;
  feedSn: number;
  chnSn: number;
  /** The comment replied to (replies are one level deep), or null. */
  upperComtSn: number | null;
  userId: string | null;
  userNm: string | null;
  comtCn: string;
  mineAt: YesNo;
  creatDt: string;
}

/** `GET /api/feed/{feedSn}/{chnSn}/comt`: oldest first, each comment followed by its replies. */
export interface FeedCommentList {
  comtList: FeedComment[];
}

/** `POST /api/feed/{feedSn}/{chnSn}/comt`. */
export interface CommentInput {
  comtCn: string;
  upperComtSn: number | null;
}

/** `PUT /api/feed/{feedSn}/{chnSn}/like`, `/hide`, `/read`. */
export interface LikeInput {
  likeAt: YesNo;
}
export interface HideInput {
  hideAt: YesNo;
}

export interface LikeState {
  likeAt: YesNo;
  likeCnt: number;
}

/** `GET /api/feed/{feedSn}/{chnSn}/like/users`: newest first. */
export interface LikeUserList {
  likeUserList: { userId: string; userNm: string; creatDt: string }[];
}

// ---- feedback board -------------------------------------------------------------------------------------

export interface Inquiry {
  inqrySn: number;
  /** A private entry of someone else shows neither title nor content (both null). */
  title: string | null;
  content: string | null;
  privateAt: YesNo;
  userNm: string | null;
  mineAt: YesNo;
  /** The operator's answer, or null while unanswered (hidden like the content when private). */
  answer: string | null;
  answerDt: string | null;
  creatDt: string;
}

/** `GET /api/service/inqry?page&rows&totalYn`: newest first; totalCount only when totalYn is Y. */
export interface InquiryPage {
  inqryList: Inquiry[];
  totalCount: number | null;
  page: number;
  rows: number;
}

/** `POST /api/service/inqry`. */
export interface InquiryInput {
  title: string;
  content: string;
  privateAt: YesNo;
}
