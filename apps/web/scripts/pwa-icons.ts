/**
 * Makes the installable app's PNG icons from the favicon (`public/favicon.svg`), once, whenever the
 * logo changes: `npm run icons --workspace apps/web`. The PNGs are committed beside it; the
 * manifest (vite.config.ts) names them. docs/pwa.md.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's letter, as the favicon draws it on its 64-unit square. */
const letter = /<path d="([^"]+)"/.exec(favicon)?.[1];
const colour = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!letter || !colour) throw new Error('public/favicon.svg: no letter path or colour found');

/**
 * A maskable icon is cut to any shape by the system: a full square of the colour, the letter
 * inside the middle 80 % (the safe zone), here 60 % of the side.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><g transform="translate(12.8 12.8) scale(0.6)"><path d="${letter}" fill="#fff"/></g></svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'pwa-192.png', svg: favicon, size: 192 },
  { file: 'pwa-512.png', svg: favicon, size: 512 },
  { file: 'pwa-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, icon.file));
  console.log(`public/${icon.file}: ${icon.size} px`);
}
