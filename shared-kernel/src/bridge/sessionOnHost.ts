import { Subscription, distinctUntilChanged, filter, map } from 'rxjs';
import { session, storedSessionKeys, type SessionSnapshot, type SessionUser } from '../session';
import { bridge } from './bridge';
import { keepOnPhone, tellHostWhoIsLoggedIn } from './hostCalls';
import type { UserInfo } from './methods';

function userInfoOf(user: SessionUser): UserInfo {
  return {
    userId: user.userId,
    userNm: user.userNm,
    fhirResId: user.fhirResId,
    ...(typeof user.myChnSn === 'number' ? { myChnSn: user.myChnSn } : {}),
  };
}

type KeptPart = keyof typeof storedSessionKeys;

function keptValue(snapshot: SessionSnapshot, part: KeptPart): string | null {
  const value = snapshot[part];
  return value === null ? null : JSON.stringify(value);
}

/**
 * Inside a native host, keeps the host told of the session: who is logged in (`setUserInfo`, after a login and
 * after every change of the profile) and what the spec keeps locally (path name, auth, user info, platform
 * registration info) in the host's storage under the same keys. The page keeps its own copy in localStorage
 * too, since the session is read synchronously as a page starts. Nothing happens in a plain browser.
 */
export function followSessionOnHost(): Subscription {
  const following = new Subscription();
  if (!bridge.isNativeHost()) return following;
  following.add(
    session.changes$
      .pipe(
        // Every new user object: a login, or a change the person made to their profile.
        map(({ userInfo }) => userInfo),
        distinctUntilChanged(),
        filter((user): user is SessionUser => user !== null),
      )
      .subscribe((user) => tellHostWhoIsLoggedIn(userInfoOf(user))),
  );
  for (const part of Object.keys(storedSessionKeys) as KeptPart[]) {
    following.add(
      session.changes$
        .pipe(
          map((snapshot) => keptValue(snapshot, part)),
          distinctUntilChanged(),
        )
        .subscribe((value) => void keepOnPhone(storedSessionKeys[part], value)),
    );
  }
  return following;
}
