export { session, storedSessionKeys } from './session';
export { isTokenSet, isSessionUser, isPlatformRegInfo } from './validators';
export type {
  AuthTokens,
  ChannelState,
  JsonObject,
  JsonValue,
  PlatformRegInfo,
  SessionSnapshot,
  SessionUser,
  TokenSet,
  UserSettings,
  YesNo,
} from './types';
