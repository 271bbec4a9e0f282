// Against a stand-in for Solapi on 127.0.0.1 (test-support/solapi-stand-in.ts) that checks the HMAC-SHA256
// signature and the body as Solapi's API reference documents them, and gives its documented error answers.
import { createHmac } from 'node:crypto';
import { sendCode } from '../../../test-support/phone-verification';
import {
  solapiConfig,
  solapiErrors,
  startSolapiStandIn,
  type SolapiAnswer,
} from '../../../test-support/solapi-stand-in';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createSolapiSmsGateway, solapiAuthorization } from './solapi-sms-gateway';

describe('Solapi authorization header', () => {
  it('signs date + salt with HMAC-SHA256 under the API secret, as Solapi documents', () => {
    const date = new Date('2019-07-01T00:41:48.000Z');
    const header = solapiAuthorization('NCSAYU7YDBXYORXC', 'secret', date, 'jqsba2jxjnrjor');
    const signature = createHmac('sha256', 'secret')
      .update('2019-07-01T00:41:48.000Zjqsba2jxjnrjor')
      .digest('hex');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=2019-07-01T00:41:48.000Z, salt=jqsba2jxjnrjor, signature=${signature}`,
    );
  });
});

describe('Solapi SMS gateway', () => {
  let solapi: Awaited<ReturnType<typeof startSolapiStandIn>>;
  beforeEach(async () => {
    solapi = await startSolapiStandIn();
  });
  afterEach(() => solapi.close());

  const message = { to: '01030001001', text: '[가족건강] 인증번호 123456', authCode: '123456' };

  it('sends { message: { to, from, text } } to /messages/v4/send with a fresh signature each time', async () => {
    const gateway = createSolapiSmsGateway(solapiConfig(solapi.baseUrl));
    await gateway.send(message);
    // The same second twice: a reused signature would be refused (DuplicatedSignature).
    await gateway.send(message);
    expect(solapi.taken).toEqual([
      { to: '01030001001', from: '0215880000', text: message.text },
      { to: '01030001001', from: '0215880000', text: message.text },
    ]);
  });

  it.each([
    ['a wrong secret (403 SignatureDoesNotMatch)', { apiSecret: 'not-the-secret' }],
    ['a wrong key (403 InvalidAPIKey)', { apiKey: 'NCSOTHERKEY' }],
  ])('counts %s as the provider being unavailable', async (_name, change) => {
    const gateway = createSolapiSmsGateway({ ...solapiConfig(solapi.baseUrl), ...change });
    await expect(gateway.send(message)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(solapi.taken).toEqual([]);
  });

  it('is refused for a clock 20 minutes off (403 RequestTimeTooSkewed)', async () => {
    const gateway = createSolapiSmsGateway(
      solapiConfig(solapi.baseUrl),
      () => new Date(Date.now() - 20 * 60_000),
    );
    await expect(gateway.send(message)).rejects.toThrow('RequestTimeTooSkewed');
  });

  it.each<[string, SolapiAnswer, string]>([
    ['402 NotEnoughBalance', solapiErrors.notEnoughBalance, 'outOfCredit'],
    ['400 ValidationError for the number', solapiErrors.invalidNumber, 'invalidNumber'],
    ['429 TooManyRequests', solapiErrors.tooManyRequests, 'rateLimited'],
    ['500', solapiErrors.serverError, 'unavailable'],
    [
      '200 with a status other than 2000',
      { status: 200, body: { statusCode: '3059', statusMessage: 'x' } },
      'unavailable',
    ],
  ])('reads %s as %s', async (_name, answer, failure) => {
    solapi.state.answer = () => answer;
    const gateway = createSolapiSmsGateway(solapiConfig(solapi.baseUrl));
    await expect(gateway.send(message)).rejects.toMatchObject({ name: 'SmsDeliveryError', failure });
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'SMS_GATEWAY=solapi through the verification route (%s)',
  (_name, kind) => {
    let solapi: Awaited<ReturnType<typeof startSolapiStandIn>>;
    let api: TestApp;

    beforeAll(async () => {
      solapi = await startSolapiStandIn();
      // Long enough for a first request on a loaded 2-core CI machine; the silent provider waits it out.
      api = await openTestApp(kind, { sms: solapiConfig(solapi.baseUrl, 2_000) });
    });
    afterAll(async () => {
      await api.close();
      await solapi.close();
    });
    beforeEach(async () => {
      solapi.state.answer = () => null;
      await api.db.query('DELETE FROM phone_verifications');
    });

    const verifications = () => api.db.query('SELECT 1 FROM phone_verifications');

    it('texts the verification code through Solapi (signed with our key)', async () => {
      const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01030001001' });

      expect(response.statusCode).toBe(200);
      expect(solapi.taken).toContainEqual({
        to: '01030001001',
        from: '0215880000',
        text: expect.stringMatching(/인증번호 \d{6}/),
      });
    });

    it.each<[string, SolapiAnswer, number, string]>([
      ['refuses the number: 400 M1206', solapiErrors.invalidNumber, 400, 'M1206'],
      ['is out of credit: 503 M1208', solapiErrors.notEnoughBalance, 503, 'M1208'],
      ['holds back our sending: 503 M1207', solapiErrors.tooManyRequests, 503, 'M1207'],
      ['fails: 503 M0091', solapiErrors.serverError, 503, 'M0091'],
      ['does not answer: 503 M0091', 'silence', 503, 'M0091'],
    ])('answers when Solapi %s, keeping no code that was not sent', async (_name, answer, status, code) => {
      solapi.state.answer = () => answer;

      const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01030001002' });

      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(await verifications()).toHaveLength(0);
    });

    it('has no dev outbox route', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });

      expect(response.statusCode).toBe(404);
    });
  },
);
