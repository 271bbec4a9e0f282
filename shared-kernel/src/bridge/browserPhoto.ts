import { nativeResultCodes } from '../isomorphic/codes';
import { failed, succeeded, type BridgeResult } from './protocol';

type PhotoResult = BridgeResult<'getPhoto'>;

/** Oversized, unreadable and non-image files all answer the spec's photo failure message. */
const photoRejected = failed(nativeResultCodes.DATA_LOAD_FAIL, 'M0140');
const cancelled = failed(nativeResultCodes.USER_CANCEL);

/** The size that fits inside a maxSize square, keeping the aspect ratio and never enlarging. */
export function fitWithin(width: number, height: number, maxSize: number): { width: number; height: number } {
  const scale = Math.min(1, maxSize / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function readPhoto(win: Window, file: File, maxSize: number): Promise<PhotoResult> {
  if (!file.type.startsWith('image/')) return photoRejected;
  try {
    const bitmap = await win.createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, maxSize);
    const canvas = win.document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return photoRejected;
    // PNG keeps its transparency; everything else becomes a JPEG, whose missing alpha would turn black.
    const mimeType = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    if (mimeType === 'image/jpeg') {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    return succeeded<'getPhoto'>({ dataUrl: canvas.toDataURL(mimeType, 0.9), mimeType, ...size });
  } catch {
    return photoRejected;
  }
}

/**
 * Lets the user pick an image with a file input and scales it down to maxSize. Opens the picker synchronously,
 * so that it runs inside the click that asked for it (browsers open pickers only on a user gesture).
 */
export function pickPhoto(win: Window, maxSize: number): Promise<PhotoResult> {
  return new Promise((resolve) => {
    const input = win.document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.hidden = true;
    const finish = (result: PhotoResult | Promise<PhotoResult>) => {
      input.remove();
      resolve(result);
    };
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      finish(file ? readPhoto(win, file, maxSize) : cancelled);
    });
    input.addEventListener('cancel', () => finish(cancelled));
    win.document.body.append(input);
    input.click();
  });
}
