import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpImageStore } from './http-image-store';

interface Call {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
}

/** A stand-in object store on 127.0.0.1 keeping objects in memory; `answer` may take over a request. */
async function startObjectStore(answer?: (request: IncomingMessage, response: ServerResponse) => boolean) {
  const objects = new Map<string, Buffer>();
  const calls: Call[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
      });
      if (answer?.(request, response)) return;
      const key = request.url ?? '';
      if (request.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      if (request.method === 'GET' && !objects.has(key)) response.statusCode = 404;
      if (request.method === 'DELETE') response.statusCode = objects.delete(key) ? 204 : 404;
      response.end(request.method === 'GET' ? objects.get(key) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bucket/`,
    objects,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const key = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';

describe('HTTP image store', () => {
  let objectStore: Awaited<ReturnType<typeof startObjectStore>>;
  afterEach(() => objectStore.close());

  it('puts, gets and deletes each image at ${url}/${key} with the bearer token', async () => {
    objectStore = await startObjectStore();
    const store = createHttpImageStore({ url: objectStore.url, token: 'store-secret' });
    await store.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(objectStore.objects.get(`/bucket/${key}`)?.toString()).toBe('jpeg bytes');
    expect((await store.get(key))?.toString()).toBe('jpeg bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // Already gone: nothing to complain about.
    await store.delete(key);
    expect(objectStore.calls.map((call) => [call.method, call.url, call.authorization])).toEqual(
      ['PUT', 'GET', 'DELETE', 'GET', 'DELETE'].map((method) => [
        method,
        `/bucket/${key}`,
        'Bearer store-secret',
      ]),
    );
    expect(objectStore.calls[0]?.contentType).toBe('image/jpeg');
  });

  it('sends no authorization header without a token', async () => {
    objectStore = await startObjectStore();
    await createHttpImageStore({ url: objectStore.url, token: undefined }).put(
      key,
      Buffer.from('x'),
      'image/png',
    );
    expect(objectStore.calls[0]?.authorization).toBeUndefined();
  });

  it('fails when the store refuses, so that no row names bytes that were not kept', async () => {
    objectStore = await startObjectStore((_request, response) => {
      response.statusCode = 503;
      response.end('busy');
      return true;
    });
    const store = createHttpImageStore({ url: objectStore.url, token: 't' });
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('answered 503 to PUT');
    await expect(store.get(key)).rejects.toThrow('answered 503 to GET');
    await expect(store.delete(key)).rejects.toThrow('answered 503 to DELETE');
  });

  it('gives up on a store that does not answer within the timeout', async () => {
    objectStore = await startObjectStore(() => true);
    const store = createHttpImageStore({ url: objectStore.url, token: 't', timeoutMs: 200 });
    await expect(store.get(key)).rejects.toThrow('did not answer GET');
  });

  it('refuses a key the API did not make', async () => {
    objectStore = await startObjectStore();
    const store = createHttpImageStore({ url: objectStore.url, token: 't' });
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not an image key');
    expect(objectStore.calls).toEqual([]);
  });
});
