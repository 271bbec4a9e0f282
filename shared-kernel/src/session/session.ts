import { BehaviorSubject } from 'rxjs';
import { bus, type EventPayloads } from '../bus';
import { isAuthTokens, isPathName, isPlatformRegInfo, isSessionUser } from './validators';
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
export const storedSessionKeys = {
  auth: 'auth',
  userInfo: 'userInfo',
  platformRegInfo: 'platformRegInfo',
  pathName: 'pathName',
} as const;

type StoredPart = keyof typeof storedSessionKeys;

function restore(): SessionSnapshot {
  return {
    auth: readStored(storedSessionKeys.auth, isAuthTokens),
    userInfo: readStored(storedSessionKeys.userInfo, isSessionUser),
    platformRegInfo: readStored(storedSessionKeys.platformRegInfo, isPlatformRegInfo),
    pathName: readStored(storedSessionKeys.pathName, isPathName),
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
  for (const part of Object.keys(storedSessionKeys) as StoredPart[]) {
    if (part in changes) writeStored(storedSessionKeys[part], after[part]);
  }
  snapshots.next(after);

  const loginBefore = loginState(before);
  const loginAfter = loginState(after);
  if (loginBefore.loggedIn !== loginAfter.loggedIn || loginBefore.userId !== loginAfter.userId) {
    bus.publish('session.changed', loginAfter);
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

  /** `null` once the migrated account has consented and become a full account. */
  setPlatformRegInfo(platformRegInfo: PlatformRegInfo | null): void {
    update({ platformRegInfo });
  },

  /** `null` forgets the path (e.g. once the login page has gone back to it). */
  setPathName(pathName: string | null): void {
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
    update({
      auth: null,
      userInfo: null,
      platformRegInfo: null,
      pathName: null,
      settings: null,
      channel: {},
    });
  },
};
