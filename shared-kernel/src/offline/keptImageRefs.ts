// What the outbox and the screens name kept photos by. The store of their bytes (keptImages.ts, IndexedDB) is a
// chunk of its own, loaded once a person keeps a photo, or the outbox sends or forgets one: no page pays for it at
// start (issue 30's budgets).
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

/** Set once this browser has kept a photo: until then there are no bytes to forget, and no store to open. */
const keptBeforeKey = 'kernel.keptImages.used';

function keptBefore(): boolean {
  try {
    return localStorage.getItem(keptBeforeKey) !== null;
  } catch {
    return true;
  }
}

const store = () => import(/* webpackChunkName: "kept-images" */ './keptImages');

/** Keeps the bytes of a photo of `userId` until a kept call uploads them; answers its key. Rejects when refused. */
export async function keepImage(userId: string, bytes: Blob): Promise<string> {
  try {
    localStorage.setItem(keptBeforeKey, '1');
  } catch {
    // Without storage the store is opened at every forget instead.
  }
  return (await store()).keepImage(userId, bytes);
}

/** The bytes kept under `key` for `userId`, if any. */
export async function keptImage(userId: string, key: string): Promise<Blob | undefined> {
  return (await store()).keptImage(userId, key);
}

/** Forgets the bytes kept under `key` (uploaded, or their call dropped). */
export async function dropKeptImage(key: string): Promise<void> {
  return (await store()).dropKeptImage(key);
}

/** Forgets the bytes of every person but `keepUserId` (of everyone without it): they leave with the session. */
export async function forgetKeptImages(keepUserId?: string): Promise<void> {
  if (!keptBefore()) return;
  await (await store()).forgetKeptImages(keepUserId);
}
