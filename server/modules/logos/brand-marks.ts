import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { getIconSlug, getIconsData, svgToPath } from 'simple-icons/sdk';

/** A brand's mark as this app shows it: the brand's shape from simple-icons on a square of the brand's colour. */
export type BrandMark = { slug: string; title: string; hex: string; svg: Buffer };

const resolvePackageFile = createRequire(import.meta.url).resolve;

/** Path data and nothing else: no markup can reach the SVG this app serves, whatever the package holds. */
const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAaEe0-9.,\s+-]+$/;

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The contrast ratio of two colours (WCAG 2.2), each `RRGGBB`. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The mark's colour on the brand's square: white, as most app icons are, where it stands out at 3:1
 * (what WCAG asks of graphics people must make out); black on the light colours where it would not.
 */
export function markColourOn(hex: string): 'FFFFFF' | '000000' {
  return contrastRatio('FFFFFF', hex) >= 3 ? 'FFFFFF' : '000000';
}

function pathDataOnly(pathData: string): string {
  if (!PATH_DATA.test(pathData)) throw new Error('A brand mark must be SVG path data only');
  return pathData;
}

/** Where a shape's ink lies in simple-icons' 24-unit square. */
export type ShapeBox = { x: number; y: number; width: number; height: number };

const PIXELS_PER_UNIT = 10;

/** The shape drawn black on white with a unit's margin, then trimmed to its ink: the box it fills, to a tenth of a unit. */
export async function shapeBox(pathData: string): Promise<ShapeBox> {
  const side = 26 * PIXELS_PER_UNIT;
  const drawn =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 26 26" width="${side}" height="${side}">` +
    `<rect x="-1" y="-1" width="26" height="26" fill="#fff"/><path d="${pathDataOnly(pathData)}"/></svg>`;
  const { info } = await sharp(Buffer.from(drawn)).trim({ background: '#ffffff', threshold: 10 }).toBuffer({ resolveWithObject: true });
  const unitsOf = (pixels: number) => pixels / PIXELS_PER_UNIT;
  return { x: unitsOf(-(info.trimOffsetLeft ?? 0)) - 1, y: unitsOf(-(info.trimOffsetTop ?? 0)) - 1, width: unitsOf(info.width), height: unitsOf(info.height) };
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/**
 * The SVG for a mark: the brand's square, and its shape in the middle, at most 60% of the square
 * high and, so that wordmarks stay legible, 80% wide. Decorative, so no title.
 */
export function markSvg(pathData: string, hex: string, box: ShapeBox): string {
  const scale = round(Math.min(19.2 / box.width, 14.4 / box.height), 4);
  const left = round(12 - scale * (box.x + box.width / 2), 3);
  const top = round(12 - scale * (box.y + box.height / 2), 3);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
    `<rect width="24" height="24" fill="#${hex}"/>` +
    `<path fill="#${markColourOn(hex)}" transform="translate(${left} ${top}) scale(${scale})" d="${pathDataOnly(pathData)}"/>` +
    '</svg>'
  );
}

/** The marks of these simple-icons slugs, by slug; an unknown slug stops with a sentence naming it. */
export async function brandMarks(slugs: readonly string[]): Promise<Map<string, BrandMark>> {
  const wanted = new Set(slugs);
  const icons = (await getIconsData()).filter((icon) => wanted.has(getIconSlug(icon)));
  const unknown = [...wanted].filter((slug) => !icons.some((icon) => getIconSlug(icon) === slug));
  if (unknown.length > 0) throw new Error(`simple-icons has no icon named ${unknown.join(', ')}`);
  const marks = await Promise.all(
    icons.map(async (icon): Promise<BrandMark> => {
      const slug = getIconSlug(icon);
      const pathData = svgToPath(await fs.readFile(resolvePackageFile(`simple-icons/icons/${slug}.svg`), 'utf8'));
      const hex = icon.hex.toUpperCase();
      return { slug, title: icon.title, hex, svg: Buffer.from(markSvg(pathData, hex, await shapeBox(pathData))) };
    }),
  );
  return new Map(marks.map((mark) => [mark.slug, mark]));
}
