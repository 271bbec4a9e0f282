import sharp from 'sharp';
import { imagePurposes, imageSizeLimits } from 'shared-kernel/isomorphic';
import { processImage } from './image-processing';
import { photo, pngClaiming, transparentPng } from '../../../test-support/test-images';

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, code: (error as { code: string }).code };
  }
  throw new Error('not refused');
};

describe('processImage', () => {
  it.each(imagePurposes)(
    'fits a large photo inside the longest side of purpose %s, keeping its proportions',
    async (purpose) => {
      const limit = imageSizeLimits[purpose];
      const processed = await processImage(await photo(2000, 1000), purpose);
      expect(processed).toMatchObject({ width: limit, height: limit / 2, contentType: 'image/jpeg' });
      const stored = await sharp(processed.bytes).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', limit, limit / 2]);
    },
  );

  it('fits a tall photo by its height', async () => {
    const processed = await processImage(await photo(500, 1500), 'channelBackground');
    expect([processed.width, processed.height]).toEqual([320, 960]);
  });

  it('never enlarges a photo smaller than the limit', async () => {
    const processed = await processImage(await photo(120, 90), 'board');
    expect([processed.width, processed.height]).toEqual([120, 90]);
  });

  it('keeps no metadata: the EXIF block with its GPS position is gone', async () => {
    const upload = await photo(400, 300, { gps: true });
    // The upload really carries the position.
    expect((await sharp(upload).metadata()).exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    const processed = await processImage(upload, 'board');
    const stored = await sharp(processed.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.iptc).toBeUndefined();
    expect(processed.bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(processed.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    // Orientation 6: the camera was turned; the stored picture is 300 wide and 400 high.
    const processed = await processImage(await photo(400, 300, { orientation: 6 }), 'board');
    expect([processed.width, processed.height]).toEqual([300, 400]);
    expect((await sharp(processed.bytes).metadata()).orientation).toBeUndefined();
  });

  it('keeps transparency as PNG', async () => {
    const processed = await processImage(await transparentPng(800, 400), 'channelProfile');
    expect(processed).toMatchObject({ contentType: 'image/png', extension: 'png', width: 320, height: 160 });
    const stored = await sharp(processed.bytes).metadata();
    expect([stored.format, stored.hasAlpha]).toEqual(['png', true]);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['text', Buffer.from('hello, this is not a photo')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
    ['a PDF header', Buffer.from('%PDF-1.4\n%âãÏÓ\n')],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256))],
  ])('refuses %s as not an image (400 M1120)', async (_name, bytes) => {
    expect(await refusalOf(processImage(bytes, 'board'))).toEqual({ status: 400, code: 'M1120' });
  });

  it('refuses a JPEG cut off after its header as not an image', async () => {
    const whole = await photo(400, 300);
    expect(await refusalOf(processImage(whole.subarray(0, 200), 'board'))).toEqual({
      status: 400,
      code: 'M1120',
    });
  });

  it('refuses an image over the pixel limit as too large (413 M0140) without decoding it', async () => {
    expect(await refusalOf(processImage(await pngClaiming(20_000, 20_000), 'board'))).toEqual({
      status: 413,
      code: 'M0140',
    });
    expect(await refusalOf(processImage(await photo(300, 300), 'board', { maxPixels: 300 * 299 }))).toEqual({
      status: 413,
      code: 'M0140',
    });
  });
});
