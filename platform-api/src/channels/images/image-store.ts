// Where the bytes of uploaded images live, outside the database rows: a directory by default, an S3 bucket by
// configuration (IMAGE_STORE=s3, see s3-image-store.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ImageStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is kept under `key`. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/**
 * The store could not be reached or refused the call (not "no such object", which is `get`'s null). The image
 * routes answer it with 503 M1205; whatever the call was, it did not happen.
 */
export class ImageStoreUnavailableError extends Error {
  override readonly name = 'ImageStoreUnavailableError';
}

/** Keys are made by the API (`<uuid>.<ext>`), never by a caller; anything else is refused. */
const keyPattern = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`not an image key: ${key}`);
  return key;
}

/** One file per image in `dir` (made on first use). */
export function createDirectoryImageStore(dir: string): ImageStore {
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, checkedKey(key)), bytes);
    },
    async get(key) {
      try {
        return await readFile(path.join(dir, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path.join(dir, checkedKey(key)), { force: true });
    },
  };
}
