// Small photos for the demo family channel, drawn from SVG by sharp and encoded as JPEG the way an upload is
// stored: landscapes, a birthday table and a meal whose colours and shapes come from a seeded generator, so the
// same seed gives the same bytes.
import sharp from 'sharp';
import type { SeededRandom } from './seeded-random';

export type DemoPhotoScene = 'landscape' | 'birthday' | 'meal';

export interface DemoPhoto {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg';
}

const pick = <Item>(random: SeededRandom, items: readonly Item[]): Item =>
  items[Math.floor(random.next() * items.length)] as Item;

const skies = [
  ['#7ec8f0', '#fde2b8'],
  ['#8fb8ff', '#f6f1d5'],
  ['#f5a97f', '#ffe3a3'],
  ['#6aa6d8', '#d8ecf5'],
] as const;
const hills = ['#5f9e5a', '#4f8a6b', '#7aa05c', '#3f7d58'] as const;
const dishes = ['#f2c14e', '#e07a5f', '#81b29a', '#f4a261', '#9c6644'] as const;

function landscape(random: SeededRandom, width: number, height: number): string {
  const [top, bottom] = pick(random, skies);
  const ridge = (base: number, colour: string) => {
    const points = Array.from({ length: 6 }, (_, index) => {
      const x = (index / 5) * width;
      const y = base + random.between(-0.08, 0.08) * height;
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${colour}"/>`;
  };
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${(random.between(0.55, 0.85) * width).toFixed(0)}" cy="${(0.2 * height).toFixed(0)}"
      r="${(0.08 * height).toFixed(0)}" fill="#ffd45c" opacity="0.9"/>
    ${ridge(0.55 * height, pick(random, hills))}
    ${ridge(0.7 * height, pick(random, hills))}`;
}

function birthday(random: SeededRandom, width: number, height: number): string {
  const candles = Array.from({ length: 5 }, (_, index) => {
    const x = width * (0.38 + index * 0.06);
    return `<rect x="${x.toFixed(0)}" y="${(0.36 * height).toFixed(0)}" width="8" height="${(0.1 * height).toFixed(0)}"
        fill="${pick(random, dishes)}"/>
      <ellipse cx="${(x + 4).toFixed(0)}" cy="${(0.34 * height).toFixed(0)}" rx="6" ry="10" fill="#ffcf40"/>`;
  });
  return `<rect width="${width}" height="${height}" fill="#3b2f4a"/>
    <rect y="${(0.65 * height).toFixed(0)}" width="${width}" height="${(0.35 * height).toFixed(0)}" fill="#8d6e63"/>
    <rect x="${(0.3 * width).toFixed(0)}" y="${(0.46 * height).toFixed(0)}" width="${(0.4 * width).toFixed(0)}"
      height="${(0.22 * height).toFixed(0)}" rx="12" fill="#fbe9e7"/>
    <rect x="${(0.3 * width).toFixed(0)}" y="${(0.52 * height).toFixed(0)}" width="${(0.4 * width).toFixed(0)}"
      height="14" fill="${pick(random, dishes)}"/>
    ${candles.join('')}`;
}

function meal(random: SeededRandom, width: number, height: number): string {
  const bowls = Array.from({ length: 5 }, (_, index) => {
    const cx = width * (0.2 + (index % 3) * 0.3);
    const cy = height * (index < 3 ? 0.35 : 0.72);
    const r = Math.min(width, height) * random.between(0.11, 0.14);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fafafa"/>
      <circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.75).toFixed(0)}" fill="${pick(random, dishes)}"/>`;
  });
  return `<rect width="${width}" height="${height}" fill="#a1887f"/>${bowls.join('')}`;
}

const scenes: Record<DemoPhotoScene, (random: SeededRandom, width: number, height: number) => string> = {
  landscape,
  birthday,
  meal,
};

/** A JPEG of `scene`, `width` × `height` (within the purpose's longest side, as an upload would be). */
export async function drawDemoPhoto(
  random: SeededRandom,
  scene: DemoPhotoScene,
  width: number,
  height: number,
): Promise<DemoPhoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${scenes[scene](
    random,
    width,
    height,
  )}</svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
  return { bytes, width, height, contentType: 'image/jpeg' };
}
