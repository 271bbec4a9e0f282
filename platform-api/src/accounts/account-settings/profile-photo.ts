import { profilePhotoMaxBytes } from 'shared-kernel/isomorphic';

const dataUrlPattern = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** First bytes of each accepted image type, so that only pictures are kept, whatever the URL claims. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
};

/** Longest data URL a photo of `profilePhotoMaxBytes` makes (base64 plus the longest prefix). */
export const profilePhotoMaxLength =
  Math.ceil(profilePhotoMaxBytes / 3) * 4 + 'data:image/jpeg;base64,'.length;

/** A `data:image/(jpeg|png|webp);base64,` URL of a real picture of at most `profilePhotoMaxBytes`. */
export function isAcceptableProfilePhoto(dataUrl: string): boolean {
  const match = dataUrlPattern.exec(dataUrl);
  const [, type, base64] = match ?? [];
  if (!type || !base64 || base64.length % 4 !== 0) return false;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length <= profilePhotoMaxBytes && (signatures[type]?.(bytes) ?? false);
}
