// Draws the app's icons (issue 29: the installable app) into shell/public/icons, where the shell's build copies
// them from: `node tooling/icons/make-icons.mjs`. The PNGs are committed, so nothing is drawn or downloaded at
// install or build time; run this again only to change them. The mark is the app's brand green (#0b6e4f, the
// theme colour of the page and of every primary button) with a white heart and a green cross in it: a family's
// health. Drawn from the heart's implicit curve, 4×4 samples a pixel for smooth edges, written with zlib alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const outDir = path.resolve(import.meta.dirname, '../../shell/public/icons');
const GREEN = [0x0b, 0x6e, 0x4f];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4;

/** The heart (x² + y² − 1)³ − x²y³ ≤ 0 in a unit box centred on 0,0 (y up), about 2.3 wide and 2.2 high. */
const inHeart = (x, y) => (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0;
/** A plus sign of arm half-width w and half-length l around cx, cy. */
const inCross = (x, y, cx, cy, w, l) =>
  (Math.abs(x - cx) <= w && Math.abs(y - cy) <= l) || (Math.abs(y - cy) <= w && Math.abs(x - cx) <= l);
/** Inside a square of half-side 1 with corners rounded by r. */
function inRoundedSquare(x, y, r) {
  const dx = Math.max(Math.abs(x) - (1 - r), 0);
  const dy = Math.max(Math.abs(y) - (1 - r), 0);
  return dx * dx + dy * dy <= r * r;
}

/**
 * One icon as RGBA rows. `heartScale` is the heart's width as a share of the icon (a maskable icon keeps it inside
 * the central safe circle, 80 % of the side); `shape` is where the green ground is: 'rounded' (transparent
 * corners), 'full' (the platform cuts its own mask) or 'none' (a monochrome badge: white heart, cross cut out).
 */
function draw(size, { heartScale, shape }) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let ground = 0;
      let heart = 0;
      let cross = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          // -1..1 across the icon, y up.
          const u = ((px + (sx + 0.5) / SAMPLES) / size) * 2 - 1;
          const v = 1 - ((py + (sy + 0.5) / SAMPLES) / size) * 2;
          if (shape === 'full' || (shape === 'rounded' && inRoundedSquare(u, v, 0.36))) ground++;
          // The heart curve spans x in ±1.14 and y in −1 … 1.2: scale it to heartScale of the side, centred.
          const k = 2.28 / (heartScale * 2);
          const hx = u * k;
          const hy = v * k + 0.08;
          if (inHeart(hx, hy)) {
            heart++;
            if (inCross(hx, hy, 0, 0.28, 0.14, 0.46)) cross++;
          }
        }
      }
      const total = SAMPLES * SAMPLES;
      const offset = (py * size + px) * 4;
      if (shape === 'none') {
        // A badge is drawn by the system in one colour from the alpha channel alone.
        pixels.set([...WHITE, Math.round(((heart - cross) / total) * 255)], offset);
        continue;
      }
      // White where the heart is, except its cross, green elsewhere on the ground.
      const white = (heart - cross) / total;
      const alpha = Math.max(ground / total, white);
      const mix = (channel) =>
        alpha === 0 ? 0 : Math.round((WHITE[channel] * white + GREEN[channel] * (alpha - white)) / alpha);
      pixels.set([mix(0), mix(1), mix(2), Math.round(alpha * 255)], offset);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, each row with filter 0. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  { file: 'icon-192.png', size: 192, heartScale: 0.62, shape: 'rounded' },
  { file: 'icon-512.png', size: 512, heartScale: 0.62, shape: 'rounded' },
  // The safe zone of a maskable icon is the central circle of 80 % of its side: the heart stays well inside.
  { file: 'icon-maskable-512.png', size: 512, heartScale: 0.5, shape: 'full' },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, heartScale: 0.6, shape: 'full' },
  { file: 'badge-96.png', size: 96, heartScale: 0.84, shape: 'none' },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, ...style } of icons) {
  const bytes = png(size, draw(size, style));
  writeFileSync(path.join(outDir, file), bytes);
  console.log(
    `${path.relative(process.cwd(), path.join(outDir, file))}: ${size}×${size}, ${bytes.length} bytes`,
  );
}
