// The object-store adapter (IMAGE_STORE=http): each image is one object at `${url}/${key}`, written with PUT,
// read with GET and removed with DELETE, with a bearer token. Most object stores (an S3-compatible gateway, a
// storage bucket behind a signing proxy) can be put behind that shape.
import { checkedKey, type ImageStore } from './image-store';

export interface HttpImageStoreOptions {
  /** The base address, without a trailing slash (one is dropped). */
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

export class ImageStoreError extends Error {
  override readonly name = 'ImageStoreError';
}

export function createHttpImageStore({ url, token, timeoutMs = 10_000 }: HttpImageStoreOptions): ImageStore {
  const base = url.replace(/\/+$/, '');

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}) {
    const address = `${base}/${checkedKey(key)}`;
    try {
      return await fetch(address, {
        ...init,
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ImageStoreError(`image store did not answer ${method} ${key}: ${String(error)}`, {
        cause: error,
      });
    }
  }

  /** Reads (and so releases) the body of an answer whose body is not wanted. */
  const drain = (response: Response) => response.arrayBuffer().catch(() => undefined);

  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, {
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      await drain(response);
      if (!response.ok) throw new ImageStoreError(`image store answered ${response.status} to PUT ${key}`);
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await drain(response);
        return null;
      }
      if (!response.ok) {
        await drain(response);
        throw new ImageStoreError(`image store answered ${response.status} to GET ${key}`);
      }
      try {
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw new ImageStoreError(`image store broke off GET ${key}`, { cause: error });
      }
    },
    async delete(key) {
      const response = await call('DELETE', key);
      await drain(response);
      // Already gone is what was asked for.
      if (!response.ok && response.status !== 404) {
        throw new ImageStoreError(`image store answered ${response.status} to DELETE ${key}`);
      }
    },
  };
}
