import type { UserSettings as IsomorphicUserSettings } from '../isomorphic/settings';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type YesNo = 'Y' | 'N';

/** What the token endpoint (or a native host) hands over. */
export interface TokenSet {
  access_token: string;
  /** Absent when the login cannot be refreshed; a 401 then ends the session. */
  refresh_token?: string;
  /** Lifetime of the access token, in seconds. */
  expires_in: number;
  /** Space-separated scopes granted; `platform.transfer` alone means a migrated account has not consented yet. */
  scope?: string;
}

/** The tokens kept in local storage under `auth`. */
export interface AuthTokens extends TokenSet {
  /** When the access token expires, epoch milliseconds. */
  authExpiry: number;
}

/** The logged-in user, as `GET /api/user` answers; kept in local storage under `userInfo`. */
export interface SessionUser {
  userId: string;
  userNm: string;
  userBrthdyDe: string;
  userGenderCode: string;
  userMphonNo: string;
  userEmail?: string | null;
  height?: number | null;
  myChnSn?: number | null;
  pscstrSttusCode?: string | null;
  fhirResId: string;
  userAge?: number | null;
}

/** Registration state of a user migrated from the older platform; kept under `platformRegInfo`. */
export interface PlatformRegInfo {
  isAgreeTransfer: boolean;
  agreeInfo?: JsonObject | null;
  userInfo?: Partial<SessionUser> | null;
}

/** The user's settings (`/api/service/setting`), kept in memory only: loaded at login and at each start. */
export type UserSettings = IsomorphicUserSettings;

/** The channel the user is looking at and the channel screens' working state, kept in memory only. */
export interface ChannelState {
  myChnSn?: number | null;
  curChnSn?: number;
  curChnNm?: string;
  curChnPosInvt?: YesNo;
  curChnMngrAt?: YesNo;
  curChnList?: readonly JsonObject[];
  curChnPrtcpntList?: readonly JsonObject[];
  feedFilterCondition?: JsonObject;
  chnAddType?: string;
  chnInviteType?: string;
  checkedContracts?: readonly JsonObject[];
  checkedChnSn?: number;
}

export interface SessionSnapshot {
  readonly auth: AuthTokens | null;
  readonly userInfo: SessionUser | null;
  readonly platformRegInfo: PlatformRegInfo | null;
  /** The path to come back to (e.g. after the native host resumes the app). */
  readonly pathName: string | null;
  readonly settings: UserSettings | null;
  readonly channel: ChannelState;
}
