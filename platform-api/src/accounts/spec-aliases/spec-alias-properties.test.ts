// Property tests of the spec's names of the account calls (issue 36 item 8): whatever arrives in their bodies and
// paths (NUL bytes, lone surrogates, huge numbers, impossible dates, null in arrays), the answer is a 2xx or a 4xx
// with an M-code, never a 5xx, and a refused request changes nothing.
import fc from 'fast-check';
import { callerHeaders } from '../../../test-support/phone-verification';
import {
  encodeLoosely,
  hostileInput,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const numRuns = Number(process.env['SPEC_ALIAS_PROPERTY_RUNS'] ?? 40);
// More runs take longer than jest's default: a test still running when timed out would overlap the next one.
jest.setTimeout(Math.max(30_000, numRuns * 1_000));

const hostile = hostileInput([
  'demo',
  'demo-mom',
  'nobody',
  '김민준',
  '01023456781',
  '010-2345-6781',
  '00000000-0000-4000-8000-000000000000',
  '123456',
  'NewPass2026',
  "'; DROP TABLE users; --",
]);
const pathValue = hostile.string.filter((value) => value.length > 0).map(encodeLoosely);
const unknownVerification = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  "the spec's names of the account calls: properties (%s)",
  (_name, kind) => {
    let api: TestApp;
    let accessToken: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      accessToken = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    const send = (method: 'POST' | 'PUT', url: string, body: Json | string, token?: string) =>
      api.app.inject({
        method,
        url,
        headers: { ...callerHeaders(token), 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });

    /** Everything a refused request must leave as it was: the accounts and the codes asked for. */
    const snapshot = async () => [
      await api.db.query(
        `SELECT user_id, password_hash, height, user_email, profile_photo FROM users ORDER BY user_id`,
      ),
      await api.db.query('SELECT count(*)::int AS codes FROM phone_verifications'),
    ];

    const property = safeAnswerProperty(snapshot, numRuns);

    it('PUT /user: any body answers safely', async () => {
      await property(
        hostile.bodiesNear({ height: 170.5, userEmail: 'minjun@example.com', profilePhoto: null }),
        (body) => send('PUT', '/api/user', body, accessToken),
      );
    });

    it('POST /exist: any body answers safely', async () => {
      await property(hostile.bodiesNear({ userId: 'demo' }), (body) => send('POST', '/api/open/exist', body));
    });

    it('PUT /reset/password: any body answers safely', async () => {
      await property(
        hostile.bodiesNear({
          userId: 'demo',
          verificationId: unknownVerification,
          userPassword: 'NewPass2026',
        }),
        (body) => send('PUT', '/api/open/reset/password', body),
      );
    });

    it('POST /register/{userId}/lostpw: any user id and body answer safely', async () => {
      await property(
        fc.tuple(pathValue, hostile.bodiesNear({ userNm: '김철수', mobilePhone: '01023456781' })),
        ([userId, body]) => send('POST', `/api/open/register/${userId}/lostpw`, body),
      );
    });

    it('POST /register/{userId}/service: any user id and body answer safely', async () => {
      const legacy = (await logIn(api.app, 'demo-legacy')).access_token;
      await property(
        fc.tuple(
          fc.oneof(fc.constant('demo-legacy'), pathValue),
          hostile.bodiesNear({
            isAgreeTransfer: true,
            agreements: [{ stplatCode: '0001', agreed: true }],
            userGenderCode: '0002',
            userBrthdyDe: '1958-05-10',
            mobilePhone: '01050001003',
            verificationId: unknownVerification,
          }),
        ),
        ([userId, body]) => send('POST', `/api/open/register/${userId}/service`, body, legacy),
      );
    });

    it('POST /register/{userId}/checkauthcode: any user id and body answer safely', async () => {
      await property(
        fc.tuple(pathValue, hostile.bodiesNear({ verificationId: unknownVerification, authCode: '123456' })),
        ([userId, body]) => send('POST', `/api/open/register/${userId}/checkauthcode`, body),
      );
    });
  },
);
