/**
 * `npx node scripts/brand-images.ts`: draws the home-screen icons and the link preview image from the
 * mark in web/public/favicon.svg, so they never drift from it. Run it after changing the mark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../web/public/', import.meta.url));
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const BRAND = '#0f766e';
const INK = '#0f172a';

/** The mark drawn at `size` pixels, as an SVG element to place inside another image. */
function markAt(size: number, x = 0, y = 0): string {
  return mark.replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

function image(width: number, height: number, background: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
  );
}

const square = (size: number) => sharp(image(size, size, 'none', markAt(size))).png();
await square(192).toFile(path.join(publicDir, 'icon-192.png'));
await square(512).toFile(path.join(publicDir, 'icon-512.png'));
// Opaque, and with the mark inside the middle 80% a launcher may crop to.
await sharp(image(180, 180, BRAND, markAt(140, 20, 20)))
  .flatten({ background: BRAND })
  .png()
  .toFile(path.join(publicDir, 'apple-touch-icon.png'));
await sharp(image(512, 512, BRAND, markAt(360, 76, 76)))
  .flatten({ background: BRAND })
  .png()
  .toFile(path.join(publicDir, 'icon-maskable-512.png'));

const preview = image(
  1200,
  630,
  '#f7f9fb',
  `${markAt(120, 96, 120)}
  <text x="96" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${INK}">Referral Exchange</text>
  <text x="96" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#334155">Share your referral codes for UK apps,</text>
  <text x="96" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#334155">and sign up with someone else's.</text>
  <rect x="0" y="606" width="1200" height="24" fill="${BRAND}"/>`,
);
await sharp(preview).flatten({ background: '#f7f9fb' }).png().toFile(path.join(publicDir, 'og-image.png'));
console.log('Wrote the icons and og-image.png from favicon.svg.');
