/** @jest-environment jsdom */
import { nativeResultCodes } from '../isomorphic/codes';
import { session, type SessionUser } from '../session';
import type { BridgeRequest } from './protocol';
import { followSessionOnHost } from './sessionOnHost';

const user: SessionUser = {
  userId: 'kim01',
  userNm: '김민수',
  userBrthdyDe: '1980-01-02',
  userGenderCode: '0001',
  userMphonNo: '01012345678',
  userEmail: null,
  height: 172.5,
  myChnSn: 7,
  fhirResId: 'patient-1',
};
const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 1800 };

function installHost(): BridgeRequest[] {
  const requests: BridgeRequest[] = [];
  window.FamilyHealthAndroid = {
    postMessage(message: string) {
      const request = JSON.parse(message) as BridgeRequest;
      requests.push(request);
      setTimeout(
        () => window.familyHealthBridge?.receive({ id: request.id, resultCode: nativeResultCodes.SUCCESS }),
        0,
      );
    },
  };
  return requests;
}

const of = (requests: BridgeRequest[], method: string) =>
  requests.filter((request) => request.method === method).map((request) => request.params);

beforeEach(() => {
  localStorage.clear();
  session.clear();
});
afterEach(() => {
  delete window.FamilyHealthAndroid;
});

describe('followSessionOnHost', () => {
  it('tells the host who logged in (setUserInfo), again after a profile change, and not for other changes', () => {
    const requests = installHost();
    const following = followSessionOnHost();
    session.setAuth(tokens);
    session.setUserInfo(user);
    session.setPathName('/main/my');
    session.setUserInfo({ ...user, height: 180 });
    following.unsubscribe();

    expect(of(requests, 'setUserInfo')).toEqual([
      { userId: 'kim01', userNm: '김민수', fhirResId: 'patient-1', myChnSn: 7 },
      { userId: 'kim01', userNm: '김민수', fhirResId: 'patient-1', myChnSn: 7 },
    ]);
  });

  it('keeps what the spec keeps locally in the host storage, under the spec names, and forgets it at logout', () => {
    const requests = installHost();
    const following = followSessionOnHost();
    session.setAuth(tokens);
    session.setPathName('/main/my');
    session.clear();
    following.unsubscribe();

    const kept = of(requests, 'setNativeStorage') as { key: string; value: string }[];
    expect(kept.filter(({ key }) => key === 'pathName').map(({ value }) => value)).toEqual([
      '',
      '"/main/my"',
      '',
    ]);
    const auth = kept.filter(({ key }) => key === 'auth').map(({ value }) => value);
    expect(auth).toHaveLength(3);
    expect(JSON.parse(auth[1] ?? 'null')).toMatchObject(tokens);
    expect(auth[2]).toBe('');
    expect(kept.map(({ key }) => key)).toEqual(expect.arrayContaining(['userInfo', 'platformRegInfo']));
  });

  it('does nothing in a plain browser', () => {
    const following = followSessionOnHost();
    session.setAuth(tokens);
    session.setUserInfo(user);
    following.unsubscribe();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('familyHealth.native.'))).toEqual([]);
  });
});
