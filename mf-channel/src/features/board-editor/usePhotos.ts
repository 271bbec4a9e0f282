import { useRef, useState } from 'react';
import { ApiError, isRetryableFailure, messageFor, uploadImage } from 'shared-kernel';
import { channelLimits, type UploadedImage } from 'shared-kernel/isomorphic';

export type Photo =
  | { id: number; name: string; state: 'uploading' }
  | { id: number; name: string; state: 'failed'; message: string }
  /** Not uploaded for want of a connection: its bytes go with the post, uploaded once the phone is online. */
  | { id: number; name: string; state: 'waiting'; bytes: Blob }
  | { id: number; name: string; state: 'ready'; image: UploadedImage };

/**
 * True when an upload failed for want of a connection (or a server that will take it later), so the photo can
 * wait; one refused as too frequent (429 M1157) is said on the photo instead, as a post refused so is.
 */
export const couldNotReach = (error: unknown): error is ApiError =>
  isRetryableFailure(error) && error.status !== 429;

/** Why a file is refused before it is sent, or null: not an image, or larger than the API takes. */
function refusalOf(file: File): string | null {
  if (!file.type.startsWith('image/')) return messageFor('M1120');
  if (file.size > channelLimits.uploadBytes) return messageFor('M0140');
  return null;
}

/**
 * The photos of a post: each uploaded as it is chosen (purpose board), at most five; one that cannot be uploaded
 * for want of a connection waits with its bytes (see `postOrKeep`).
 */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const nextId = useRef(1);
  const update = (id: number, photo: Photo) =>
    setPhotos((now) => now.map((shown) => (shown.id === id ? photo : shown)));

  /** Adds the chosen files; returns the message when some were left out for the limit of five. */
  function add(files: readonly File[]): string | null {
    const room = channelLimits.imagesPerPost - photos.filter((photo) => photo.state !== 'failed').length;
    const taken = files.slice(0, Math.max(0, room));
    const added = taken.map((file): Photo => {
      const id = nextId.current++;
      const refusal = refusalOf(file);
      if (refusal) return { id, name: file.name, state: 'failed', message: refusal };
      uploadImage(file, 'board').then(
        (image) => update(id, { id, name: file.name, state: 'ready', image }),
        (error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          const { message } = error;
          update(
            id,
            couldNotReach(error)
              ? { id, name: file.name, state: 'waiting', bytes: file }
              : { id, name: file.name, state: 'failed', message },
          );
        },
      );
      return { id, name: file.name, state: 'uploading' };
    });
    setPhotos((now) => [...now, ...added]);
    return taken.length < files.length ? messageFor('M1116') : null;
  }

  const remove = (id: number) => setPhotos((now) => now.filter((photo) => photo.id !== id));
  const clear = () => setPhotos([]);
  return { photos, add, remove, clear };
}
