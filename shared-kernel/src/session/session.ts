import { BehaviorSubject } from 'rxjs';
import { bus, type EventPayloads } from '../bus';
import { isAuthTokens, isPathName, isPlatformRegInfo, isSessionUser } from './schemas';
import { readStored, writeStored } from './storage';
import type {
  ChannelState,
  PlatformRegInfo,
  SessionSnapshot,
  SessionUser,
  TokenSet,
  UserSettings,
} from './types';

/** Local storage keys, as the spec names what is "locally kept". */
export const sessionStorageKeys = {
  auth: 'auth',
  userInfo: 'userInfo',
  platformRegInfo: 'platformRegInfo',
  pathName: 'pathName',
} as const;

type StoredPart = keyof typeof sessionStorageKeys;

function restore(): SessionSnapshot {
  return {
    auth: readStored(sessionStorageKeys.auth, isAuthTokens),
    userInfo: readStored(sessionStorageKeys.userInfo, isSessionUser),
    platformRegInfo: readStored(sessionStorageKeys.platformRegInfo, isPlatformRegInfo),
    pathName: readStored(sessionStorageKeys.pathName, isPathName),
    settings: null,
    channel: {},
  };
}

const snapshots = new BehaviorSubject<SessionSnapshot>(restore());

function loginState(snapshot: SessionSnapshot): EventPayloads['session.changed'] {
  if (!snapshot.auth) return { loggedIn: false };
  return snapshot.userInfo ? { loggedIn: true, userId: snapshot.userInfo.userId } : { loggedIn: true };
}

function update(changes: Partial<SessionSnapshot>): void {
  const before = snapshots.value;
  const after: SessionSnapshot = { ...before, ...changes };
  for (const part of Object.keys(sessionStorageKeys) as StoredPart[]) {
    if (part in changes) writeStored(sessionStorageKeys[part], after[part]);
  }
  snapshots.next(after);

  const wasState = loginState(before);
  const isState = loginState(after);
  if (wasState.loggedIn !== isState.loggedIn || wasState.userId !== isState.userId) {
    bus.publish('session.changed', isState);
  }
}

/** The app-wide session: tokens, user, registration state, path, settings and current channel. */
export const session = {
  snapshot(): SessionSnapshot {
    return snapshots.value;
  },

  /** The current snapshot on subscribe, then every change. */
  changes$: snapshots.asObservable(),

  isLoggedIn(): boolean {
    return snapshots.value.auth !== null;
  },

  setAuth(tokens: TokenSet): void {
    update({ auth: { ...tokens, authExpiry: Date.now() + tokens.expires_in * 1000 } });
  },

  setUserInfo(userInfo: SessionUser): void {
    // The user's own channel is also where the channel screens start from.
    update({ userInfo, channel: { ...snapshots.value.channel, myChnSn: userInfo.myChnSn ?? null } });
  },

  setPlatformRegInfo(platformRegInfo: PlatformRegInfo): void {
    update({ platformRegInfo });
  },

  setPathName(pathName: string): void {
    update({ pathName });
  },

  setSettings(settings: UserSettings): void {
    update({ settings });
  },

  setChannelState(changes: Partial<ChannelState>): void {
    update({ channel: { ...snapshots.value.channel, ...changes } });
  },

  /** Forgets everything, storage included (logout, or a session that cannot be refreshed). */
  clear(): void {
    update({ auth: null, userInfo: null, platformRegInfo: null, pathName: null, settings: null, channel: {} });
  },
};
