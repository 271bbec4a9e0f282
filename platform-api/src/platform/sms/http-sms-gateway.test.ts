import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendCode } from '../../../test-support/phone-verification';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

interface Received {
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in SMS provider on 127.0.0.1 that answers as `respond` says. */
async function startGateway(respond: (response: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) as unknown });
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'HTTP SMS gateway (%s)',
  (_name, kind) => {
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    let api: TestApp;

    async function openWith(respond: (response: ServerResponse) => void) {
      gateway = await startGateway(respond);
      api = await openTestApp(kind, {
        sms: {
          kind: 'http',
          url: gateway.url,
          token: 'gateway-secret',
          sender: '0215880000',
          // Long enough for a first request on a loaded 2-core CI machine; the silent gateway waits it out.
          timeoutMs: 2_000,
        },
      });
    }

    afterEach(async () => {
      await api.close();
      await gateway.close();
    });

    it('posts { from, to, text } with the bearer token; a 2xx answer means sent', async () => {
      await openWith((response) => response.writeHead(202).end());

      const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01030001001' });

      expect(response.statusCode).toBe(200);
      expect(gateway.received).toEqual([
        {
          authorization: 'Bearer gateway-secret',
          body: { from: '0215880000', to: '01030001001', text: expect.stringMatching(/인증번호 \d{6}/) },
        },
      ]);
    });

    it('answers 503 M0091 when the gateway answers 500, and counts no code against the resend rules', async () => {
      await openWith((response) => response.writeHead(500).end('down'));

      const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01030001002' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'M0091' });
      expect(await api.db.query('SELECT 1 FROM phone_verifications')).toHaveLength(0);
    });

    it('answers 503 M0091 when the gateway does not answer', async () => {
      await openWith(() => undefined);

      const response = await sendCode(api.app, { purpose: 'register', mobilePhone: '01030001003' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'M0091' });
    });

    it('has no dev outbox route', async () => {
      await openWith((response) => response.writeHead(200).end());

      const response = await api.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });

      expect(response.statusCode).toBe(404);
    });
  },
);
