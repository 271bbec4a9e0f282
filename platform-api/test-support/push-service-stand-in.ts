// A push service on 127.0.0.1 speaking RFC 8030 as far as the API uses it: it takes `POST /<subscription>`
// requests, keeps them, and answers each with the status the test gave that subscription (201 by default), or
// never answers (`hang`). The real push services (Google's, Mozilla's, Apple's) are not reachable from tests.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStandIn {
  /** A new browser's subscription on this service: its endpoint, keys, and the private key to decrypt with. */
  subscribe(name: string): BrowserSubscription;
  /** The statuses the next pushes to `name` get, in turn (then 201); 'hang' never answers. */
  answer(name: string, ...statuses: Array<number | 'hang'>): void;
  received: ReceivedPush[];
  close(): Promise<void>;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The push's text, as the browser would decrypt it. */
  decrypt(body: Buffer): string;
}

function browserKeys(): { ecdh: ECDH; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16).toString('base64url') };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const planned = new Map<string, Array<number | 'hang'>>();
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = planned.get(path)?.shift() ?? 201;
      if (status === 'hang') hanging.push(response);
      else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    subscribe(name) {
      const { ecdh, auth } = browserKeys();
      return {
        endpoint: `${origin}/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        decrypt: (body) => decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
      };
    },
    answer(name, ...statuses) {
      planned.set(`/${name}`, statuses);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
