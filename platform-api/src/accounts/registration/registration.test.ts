import {
  callerHeaders,
  requiredAgreements,
  signUp,
  verifyPhone,
} from '../../../test-support/phone-verification';
import { logIn, openTestApp, withdraw, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const minute = 60_000;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'sign-up (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const open = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      api.app.inject({
        method,
        url,
        headers: callerHeaders(),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    describe('GET /api/open/register/stplat', () => {
      it.each([
        ['ko', '서비스 이용약관'],
        ['en', 'Terms of service'],
        ['km', 'លក្ខខណ្ឌប្រើប្រាស់សេវាកម្ម'],
      ])('lists the four terms in the request language (%s)', async (language, firstTitle) => {
        const response = await open('GET', `/api/open/register/stplat?lang=${language}`);

        expect(response.statusCode).toBe(200);
        const { stplatList } = response.json<{
          stplatList: { stplatCode: string; required: boolean; stplatNm: string; stplatCn: string }[];
        }>();
        expect(stplatList.map(({ stplatCode, required }) => [stplatCode, required])).toEqual([
          ['0001', true],
          ['0002', true],
          ['0003', true],
          ['0004', false],
        ]);
        expect(stplatList[0]).toMatchObject({
          stplatVer: '2026-01-01',
          stplatNm: firstTitle,
          stplatCn: expect.any(String),
        });
      });

      it('refuses a call without the client credentials with 401 M0105', async () => {
        const response = await api.app.inject({ method: 'GET', url: '/api/open/register/stplat' });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0105' });
      });
    });

    describe('GET /api/open/register/{userId}/exist', () => {
      it('answers exist false for a free id', async () => {
        expect((await open('GET', '/api/open/register/newcomer/exist')).json()).toEqual({ exist: false });
      });

      it('answers M1171 (the id is taken), not M0177 (log in), for a registered id, a migrated account included (issue 35.22)', async () => {
        await api.db.query(
          `INSERT INTO users (user_id, password_hash, user_nm, platform_transfer_sttus)
         SELECT 'legacyuser', password_hash, '박순자', 'pending' FROM users WHERE user_id = 'demo'`,
        );
        const registered = await open('GET', '/api/open/register/demo/exist');
        const migrated = await open('GET', '/api/open/register/legacyuser/exist');

        expect(registered.json()).toEqual({ exist: true, code: 'M1171' });
        expect(migrated.json()).toEqual({ exist: true, code: 'M1171' });
      });

      it.each([
        ['ab', 'M0124'],
        ['a'.repeat(51), 'M0124'],
        ['user%20id!', 'M0125'],
      ])('refuses the id %s with 400 %s field userId', async (userId, code) => {
        const response = await open('GET', `/api/open/register/${userId}/exist`);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, field: 'userId' });
      });
    });

    describe('POST /api/open/register/identify', () => {
      const person = { userNm: '최유나', userBrthdyDe: '1995-02-14', userGenderCode: '0002' };

      it('answers memberStatus new for a number verified for sign-up', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01070001001',
        });

        const response = await open('POST', '/api/open/register/identify', {
          ...person,
          mobilePhone: '01070001001',
          verificationId,
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ memberStatus: 'new' });
      });

      it('refuses a verification of another number with 400 M0142', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01070001002',
        });

        const response = await open('POST', '/api/open/register/identify', {
          ...person,
          mobilePhone: '01070001003',
          verificationId,
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0142', field: 'verificationId' });
      });

      it('refuses a code that was sent but never checked with 400 M0142', async () => {
        const sent = await open('POST', '/api/open/identify/phone', {
          purpose: 'register',
          mobilePhone: '01070001004',
        });

        const response = await open('POST', '/api/open/register/identify', {
          ...person,
          mobilePhone: '01070001004',
          verificationId: sent.json().verificationId,
        });

        expect(response.json()).toMatchObject({ code: 'M0142' });
      });

      it('refuses a verification older than 30 minutes with 400 M0142 (29 minutes still work)', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01070001005',
        });
        const body = { ...person, mobilePhone: '01070001005', verificationId };

        api.clock.advance(29 * minute);
        const inTime = await open('POST', '/api/open/register/identify', body);
        api.clock.advance(2 * minute);
        const late = await open('POST', '/api/open/register/identify', body);

        expect(inTime.statusCode).toBe(200);
        expect(late.json()).toMatchObject({ code: 'M0142' });
      });

      it('answers 409 M0177 when an active account took the number, 409 M0168 when a migrated one holds it', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01070001006',
        });
        const body = { ...person, mobilePhone: '01070001006', verificationId };

        await api.db.query(`UPDATE users SET user_mphon_no = '01070001006' WHERE user_id = 'demo-legacy'`);
        const migrated = await open('POST', '/api/open/register/identify', body);
        await api.db.query(`UPDATE users SET user_mphon_no = NULL WHERE user_id = 'demo-legacy'`);
        await api.db.query(`UPDATE users SET user_mphon_no = '01070001006' WHERE user_id = 'demo-grandpa'`);
        const active = await open('POST', '/api/open/register/identify', body);
        await api.db.query(`UPDATE users SET user_mphon_no = '01023456783' WHERE user_id = 'demo-grandpa'`);

        expect(migrated.statusCode).toBe(409);
        expect(migrated.json()).toMatchObject({ code: 'M0168' });
        expect(active.statusCode).toBe(409);
        expect(active.json()).toMatchObject({ code: 'M0177' });
      });
    });

    describe('POST /api/open/register', () => {
      it('creates the user with its agreements; the new user logs in with phr.read phr.write', async () => {
        const response = await signUp(api.app, { userId: 'yuna', mobilePhone: '01070002001' });

        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ userId: 'yuna' });
        const tokens = await logIn(api.app, 'yuna', 'Health2026!');
        expect(tokens).toMatchObject({ scope: 'phr.read phr.write' });
        const agreements = await api.db.query(
          'SELECT stplat_code FROM user_agreements WHERE user_id = $1 AND agreed',
          ['yuna'],
        );
        expect(agreements).toHaveLength(3);
        expect((await open('GET', '/api/open/register/yuna/exist')).json()).toEqual({
          exist: true,
          code: 'M1171',
        });
      });

      let phoneCounter = 0;

      async function register(
        overrides: Record<string, unknown>,
        mobilePhone = `0107003${String(1000 + ++phoneCounter)}`,
      ) {
        const verificationId = await verifyPhone(api.app, { purpose: 'register', mobilePhone });
        return open('POST', '/api/open/register', {
          userId: 'minho',
          userPassword: 'Health2026!',
          userNm: '이민호',
          userBrthdyDe: '1988-08-08',
          userGenderCode: '0001',
          mobilePhone,
          verificationId,
          agreements: requiredAgreements,
          ...overrides,
        });
      }

      it.each([
        ['a 7-character password', 'M0127', 'userPassword', { userPassword: 'Abc123!' }],
        ['a password with a space', 'M0128', 'userPassword', { userPassword: 'Abc 12345' }],
        ['a password of one kind', 'M0129', 'userPassword', { userPassword: 'abcdefghij' }],
        ['a character three times in a row', 'M0130', 'userPassword', { userPassword: 'Abc1111!x' }],
        ['the id "user id!"', 'M0125', 'userId', { userId: 'user id!' }],
        ['a 6-letter name', 'M0187', 'userNm', { userNm: '가나다라마바' }],
        ['a name with digits', 'M0122', 'userNm', { userNm: '이민호1' }],
        ['a bad e-mail length', 'M0133', 'userEmail', { userEmail: 'ab' }],
        ['a height of 501', 'M0136', 'height', { height: 501 }],
        ['a height with two decimals', 'M0135', 'height', { height: 170.25 }],
        ['an unknown gender', 'M0187', 'userGenderCode', { userGenderCode: '0003' }],
        ['a birth date in the future', 'M0187', 'userBrthdyDe', { userBrthdyDe: '2999-01-01' }],
        ['a bad verification id', 'M0187', 'verificationId', { verificationId: 'not-a-uuid' }],
        // A JSON body is judged as sent, not coerced: 'yes' is not a one-item list, null is not an empty id.
        ['agreements that are not a list', 'M0187', 'agreements', { agreements: 'yes' }],
        ['a null id', 'M0187', 'userId', { userId: null }],
      ])('refuses %s with 400 %s field %s', async (_case, code, field, overrides) => {
        const response = await register(overrides);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code, field });
      });

      it('refuses a sign-up without every required term agreed with 400 M0141', async () => {
        const response = await register({
          agreements: [...requiredAgreements.slice(0, 2), { stplatCode: '0003', agreed: false }],
        });
        const none = await register({ agreements: undefined });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0141' });
        expect(none.json()).toMatchObject({ code: 'M0141' });
      });

      it('refuses an unknown term code with 400 M0187 field agreements', async () => {
        const response = await register({
          agreements: [...requiredAgreements, { stplatCode: '0099', agreed: true }],
        });

        expect(response.json()).toMatchObject({ code: 'M0187', field: 'agreements' });
      });

      it('refuses a verification made for finding an id with 400 M0142', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'findId',
          mobilePhone: '01023456781',
          userNm: '김민준',
        });

        const response = await open('POST', '/api/open/register', {
          userId: 'minho2',
          userPassword: 'Health2026!',
          userNm: '김민준',
          userBrthdyDe: '1988-08-08',
          userGenderCode: '0001',
          mobilePhone: '01023456781',
          verificationId,
          agreements: requiredAgreements,
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'M0142' });
      });

      it('uses the verification up: the same one cannot sign up twice (400 M0142)', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01070004001',
        });
        const body = {
          userPassword: 'Health2026!',
          userNm: '한지민',
          userBrthdyDe: '1990-10-10',
          userGenderCode: '0002',
          mobilePhone: '01070004001',
          verificationId,
          agreements: requiredAgreements,
        };

        const first = await open('POST', '/api/open/register', { ...body, userId: 'jimin' });
        await api.db.query(`UPDATE users SET user_mphon_no = '01070004999' WHERE user_id = 'jimin'`);
        const second = await open('POST', '/api/open/register', { ...body, userId: 'jimin2' });

        expect(first.statusCode).toBe(201);
        expect(second.statusCode).toBe(400);
        expect(second.json()).toMatchObject({ code: 'M0142' });
      });

      it('refuses a taken id with 409 M1171 (the id is taken) and keeps the verification for another try (issue 35.22)', async () => {
        const taken = await register({ userId: 'demo' }, '01070005001');

        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toMatchObject({ code: 'M1171', field: 'userId' });
        const [row] = await api.db.query<{ used: boolean }>(
          `SELECT used_at IS NOT NULL AS used FROM phone_verifications WHERE mobile_phone = '01070005001'`,
        );
        expect(row?.used).toBe(false);
      });

      it('refuses a number another account registered meanwhile with 409 M0177', async () => {
        const verificationId = await verifyPhone(api.app, {
          purpose: 'register',
          mobilePhone: '01070006001',
        });
        await signUp(api.app, { userId: 'quick', mobilePhone: '01070006001' }).catch(() => undefined);
        await api.db.query(`UPDATE users SET user_mphon_no = '01070006001' WHERE user_id = 'demo-mom'`);

        const response = await open('POST', '/api/open/register', {
          userId: 'slow',
          userPassword: 'Health2026!',
          userNm: '이민호',
          userBrthdyDe: '1988-08-08',
          userGenderCode: '0001',
          mobilePhone: '01070006001',
          verificationId,
          agreements: requiredAgreements,
        });

        await api.db.query(`UPDATE users SET user_mphon_no = '01023456782' WHERE user_id = 'demo-mom'`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'M0177', field: 'mobilePhone' });
      });

      it('refuses the id of a withdrawn account forever with 409 M0075', async () => {
        await signUp(api.app, { userId: 'leaver', mobilePhone: '01070007001' });
        await withdraw(api.app, (await logIn(api.app, 'leaver', 'Health2026!')).access_token, 'Health2026!');

        const response = await signUp(api.app, { userId: 'leaver', mobilePhone: '01070007002' });

        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'M0075', field: 'userId' });
        expect((await open('GET', '/api/open/register/leaver/exist')).json()).toEqual({
          exist: true,
          code: 'M0075',
        });
      });
    });
  },
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'sign-up rate limits (%s)',
  (_name, kind) => {
    it('answers the 3rd id check of an IP address within the minute with 429 M0145', async () => {
      const api = await openTestApp(kind, { rateLimits: { userIdExists: { max: 2, timeWindowMs: minute } } });
      const exist = () =>
        api.app.inject({ method: 'GET', url: '/api/open/register/someone/exist', headers: callerHeaders() });

      await exist();
      await exist();
      const response = await exist();

      await api.close();
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ code: 'M0145' });
    });
  },
);
