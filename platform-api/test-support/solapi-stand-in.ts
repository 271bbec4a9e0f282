import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in received and took: the message as Solapi's `POST /messages/v4/send` body carries it. */
export interface SolapiMessage {
  to: string;
  from: string;
  text: string;
}

/** An answer the test makes the stand-in give: an HTTP status and Solapi's JSON body, or none at all. */
export type SolapiAnswer = { status: number; body: unknown } | 'silence';

export const solapiTestKey = 'NCSTESTAPIKEY0001';
export const solapiTestSecret = 'stand-in-secret-never-used-elsewhere';

/** Solapi's documented error answers, as its API reference shows them. */
export const solapiErrors = {
  notEnoughBalance: {
    status: 402,
    body: { errorCode: 'NotEnoughBalance', errorMessage: '보유 잔액이 부족합니다.' },
  },
  invalidNumber: {
    status: 400,
    body: { errorCode: 'ValidationError', errorMessage: '수신번호(to)의 형식이 올바르지 않습니다.' },
  },
  tooManyRequests: {
    status: 429,
    body: { errorCode: 'TooManyRequests', errorMessage: '요청이 너무 많습니다.' },
  },
  serverError: { status: 500, body: { errorCode: 'InternalError', errorMessage: '서버 오류' } },
} satisfies Record<string, SolapiAnswer>;

const authorizationPattern =
  /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/;

/**
 * A stand-in for Solapi's REST API on 127.0.0.1: `POST /messages/v4/send` checked as Solapi documents it. The
 * Authorization header must carry our key, an ISO 8601 date within 15 minutes of now, a salt of 12 to 64
 * characters and the hex HMAC-SHA256 of date + salt under our secret, never seen before (else 403
 * InvalidAPIKey, RequestTimeTooSkewed, SignatureDoesNotMatch or DuplicatedSignature); the body must be JSON
 * `{ message: { to, from, text } }` (else 400 ValidationError). A message it takes is answered with status
 * 2000, unless `answer` says otherwise.
 */
export async function startSolapiStandIn(now: () => Date = () => new Date()) {
  const taken: SolapiMessage[] = [];
  const seenSignatures = new Set<string>();
  const state: { answer: (message: SolapiMessage) => SolapiAnswer | null } = { answer: () => null };

  const refuse = (status: number, errorCode: string) => ({
    status,
    body: { errorCode, errorMessage: errorCode },
  });

  function check(authorization: string | undefined, method: string | undefined, url: string | undefined) {
    if (method !== 'POST' || url !== '/messages/v4/send') return refuse(404, 'NotFound');
    const match = authorizationPattern.exec(authorization ?? '');
    if (!match) return refuse(403, 'InvalidAuthorizationHeader');
    const [, apiKey = '', date = '', salt = '', signature = ''] = match;
    if (apiKey !== solapiTestKey) return refuse(403, 'InvalidAPIKey');
    const sentAt = Date.parse(date);
    if (!/^\d{4}-\d\d-\d\dT/.test(date) || Number.isNaN(sentAt)) return refuse(403, 'InvalidDate');
    if (Math.abs(now().getTime() - sentAt) > 15 * 60_000) return refuse(403, 'RequestTimeTooSkewed');
    if (salt.length < 12 || salt.length > 64) return refuse(403, 'InvalidSalt');
    const expected = createHmac('sha256', solapiTestSecret)
      .update(date + salt)
      .digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
      return refuse(403, 'SignatureDoesNotMatch');
    if (seenSignatures.has(signature)) return refuse(403, 'DuplicatedSignature');
    seenSignatures.add(signature);
    return null;
  }

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const send = ({ status, body }: { status: number; body: unknown }) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const refused = check(request.headers.authorization, request.method, request.url);
      if (refused) return send(refused);
      let message: SolapiMessage;
      try {
        const body = JSON.parse(raw) as { message?: Partial<SolapiMessage> };
        const { to, from, text } = body.message ?? {};
        if (request.headers['content-type'] !== 'application/json') throw new Error('not JSON');
        if (typeof to !== 'string' || typeof from !== 'string' || typeof text !== 'string') throw new Error();
        message = { to, from, text };
      } catch {
        return send(refuse(400, 'ValidationError'));
      }
      const answer = state.answer(message);
      if (answer === 'silence') return undefined;
      if (answer) return send(answer);
      taken.push(message);
      return send({
        status: 200,
        body: {
          groupId: `G4V${taken.length}`,
          messageId: `M4V${taken.length}`,
          accountId: '12925149',
          statusCode: '2000',
          statusMessage: '정상 접수(이통사로 접수 예정) ',
          to: message.to,
          from: message.from,
          type: 'SMS',
          country: '82',
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Messages it took (answered with status 2000). */
    taken,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The app's SMS configuration for the stand-in. */
export const solapiConfig = (baseUrl: string, timeoutMs?: number) =>
  ({
    kind: 'solapi',
    apiKey: solapiTestKey,
    apiSecret: solapiTestSecret,
    sender: '0215880000',
    baseUrl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  }) as const;
