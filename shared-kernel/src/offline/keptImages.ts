// The bytes of photos a kept call will upload before it is sent (a photo post written offline): in IndexedDB,
// which holds blobs and outlives a reload, until the upload takes them. Forgotten at logout with the outbox.
import type { ImagePurpose } from '../isomorphic/channels';

/** A photo a kept call uploads before it is sent; its body names the photo by `keptImagePlaceholder(key)`. */
export interface KeptImageRef {
  readonly key: string;
  readonly purpose: ImagePurpose;
}

/** Stands in a kept call's body for the id of the uploaded photo of `key`, until the upload gives it. */
export function keptImagePlaceholder(key: string): string {
  return `(kept-image:${key})`;
}

interface StoredImage {
  key: string;
  userId: string;
  bytes: Blob;
}

const databaseName = 'kernel.keptImages';
const storeName = 'images';

/**
 * Where the bytes wait: IndexedDB, or, where the browser has none (a private window of some browsers, tests), this
 * page's memory, which keeps them while the page is open.
 */
interface ImageStore {
  put(image: StoredImage): Promise<void>;
  get(key: string): Promise<StoredImage | undefined>;
  delete(key: string): Promise<void>;
  all(): Promise<StoredImage[]>;
}

function requested<Value>(request: IDBRequest<Value>): Promise<Value> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function indexedDbStore(factory: IDBFactory): ImageStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(storeName, mode).objectStore(storeName);
  return {
    async put(image) {
      await requested((await store('readwrite')).put(image));
    },
    async get(key) {
      return (await requested((await store('readonly')).get(key))) as StoredImage | undefined;
    },
    async delete(key) {
      await requested((await store('readwrite')).delete(key));
    },
    async all() {
      return (await requested((await store('readonly')).getAll())) as StoredImage[];
    },
  };
}

function memoryStore(): ImageStore {
  const images = new Map<string, StoredImage>();
  return {
    put: async (image) => {
      images.set(image.key, image);
    },
    get: async (key) => images.get(key),
    delete: async (key) => {
      images.delete(key);
    },
    all: async () => [...images.values()],
  };
}

const images: ImageStore = typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(indexedDB);

/** Keeps the bytes of a photo of `userId` until a kept call uploads them; answers its key. Rejects when refused. */
export async function keepImage(userId: string, bytes: Blob): Promise<string> {
  const key = crypto.randomUUID();
  await images.put({ key, userId, bytes });
  return key;
}

/** The bytes kept under `key` for `userId`, if any. */
export async function keptImage(userId: string, key: string): Promise<Blob | undefined> {
  const image = await images.get(key);
  return image?.userId === userId ? image.bytes : undefined;
}

/** Forgets the bytes kept under `key` (uploaded, or their call dropped). */
export function dropKeptImage(key: string): Promise<void> {
  return images.delete(key);
}

/** Forgets the bytes of every person but `keepUserId` (of everyone without it): they leave with the session. */
export async function forgetKeptImages(keepUserId?: string): Promise<void> {
  const all = await images.all();
  await Promise.all(
    all.filter((image) => image.userId !== keepUserId).map((image) => images.delete(image.key)),
  );
}
