// Images made for the image tests: photos of a given size (with or without EXIF and a GPS position), a PNG
// with transparency, and a PNG whose header claims more pixels than any upload may have.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG photo, `width` × `height`, of a colour gradient (so that it does not compress to nothing). */
export async function photo(
  width: number,
  height: number,
  metadata: { gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 3] = (index % width) % 256;
    pixels[index * 3 + 1] = Math.floor(index / width) % 256;
    pixels[index * 3 + 2] = 128;
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (metadata.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Family 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
      },
    });
  }
  if (metadata.orientation) image = image.withMetadata({ orientation: metadata.orientation });
  return image.toBuffer();
}

/** A PNG, `width` × `height`, half transparent. */
export function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * A PNG whose header says `width` × `height`: a decoder that trusted it would allocate that many pixels. The
 * header's checksum is right, so only the pixel limit stops it.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await transparentPng(1, 1));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
