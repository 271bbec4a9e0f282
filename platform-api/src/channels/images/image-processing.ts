// What an uploaded image becomes before it is kept (spec section 9, issue 14): decoded with sharp, turned upright,
// fitted inside its purpose's longest side (never enlarged), re-encoded, every metadata block (EXIF with its GPS
// position, XMP, ICC, IPTC) left behind.
import sharp from 'sharp';
import { imageSizeLimits, type ImagePurpose } from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';

/**
 * The most pixels an upload may decode to (a 48-megapixel phone photo fits; a decompression bomb does not):
 * larger is refused as too large (M0140) from the header alone, before anything is decoded.
 */
export const maxInputPixels = 64_000_000;

/** Raster formats a phone or a browser sends; anything else (SVG, PDF, ...) is not taken as a photo. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff', 'avif']);

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

const notAnImage = () => new ApiError(400, 'M1120');
const tooLarge = () => new ApiError(413, 'M0140');

function refusalOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // sharp names the pixel limit in its message; every other failure means the bytes are not a usable image.
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooLarge();
  return notAnImage();
}

/**
 * The image to keep for `purpose`: JPEG, or PNG when the upload has an alpha channel (transparency would turn
 * black in a JPEG). Refuses bytes that are no image (400 M1120) and images over `maxInputPixels`
 * (413 M0140).
 */
export async function processImage(
  input: Buffer,
  purpose: ImagePurpose,
  limits: { maxPixels: number } = { maxPixels: maxInputPixels },
): Promise<ProcessedImage> {
  if (input.length === 0) throw notAnImage();
  try {
    // failOn 'error': a photo with a harmless warning (a slightly short JPEG from some cameras) still passes.
    const options = { limitInputPixels: limits.maxPixels, failOn: 'error', animated: false } as const;
    const { format, hasAlpha } = await sharp(input, options).metadata();
    if (!format || !acceptedFormats.has(format)) throw notAnImage();
    const longest = imageSizeLimits[purpose];
    const pipeline = sharp(input, options)
      .autoOrient()
      .resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true });
    // No withMetadata / keepExif: sharp writes none of the input's metadata.
    const encoded = hasAlpha
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: hasAlpha ? 'image/png' : 'image/jpeg',
      extension: hasAlpha ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw refusalOf(error);
  }
}
