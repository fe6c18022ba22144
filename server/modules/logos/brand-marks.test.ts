import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { svgToPath } from 'simple-icons/sdk';
import { describe, expect, it } from 'vitest';
import { brandMarks, contrastRatio, markColourOn, markSvg, shapeBox } from './brand-marks.ts';

const pathOf = async (slug: string) => svgToPath(await fs.readFile(createRequire(import.meta.url).resolve(`simple-icons/icons/${slug}.svg`), 'utf8'));

/** The shape's size in the mark, in the mark's 24 units: its box times the scale the mark draws it at. */
function drawnSize(svg: string, box: { width: number; height: number }) {
  const scale = Number(/scale\(([\d.]+)\)/.exec(svg)![1]);
  return { width: box.width * scale, height: box.height * scale };
}

describe('brand marks', () => {
  it('draws the brand’s shape on a square of its colour, from the package’s own path', async () => {
    const marks = await brandMarks(['monzo', 'wise']);
    const monzo = marks.get('monzo')!;
    expect(monzo).toMatchObject({ slug: 'monzo', title: 'Monzo', hex: '14233C' });
    const path = await pathOf('monzo');
    expect(monzo.svg.toString()).toBe(markSvg(path, '14233C', await shapeBox(path)));
    expect(monzo.svg.toString()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#14233C"\/><path fill="#FFFFFF" transform="translate\([\d. -]+\) scale\([\d.]+\)" d="M[^"]+"\/><\/svg>$/,
    );
    expect(marks.get('wise')!.svg.toString()).toContain('<path fill="#000000"');
  });

  it('finds where a shape’s ink lies, to a tenth of a unit', async () => {
    expect(await shapeBox('M6 6h12v12H6z')).toEqual({ x: 6, y: 6, width: 12, height: 12 });
    expect(await shapeBox('M0 10h24v4H0z')).toEqual({ x: 0, y: 10, width: 24, height: 4 });
  });

  it('centres the shape: 60% of the square high, and a wordmark up to 80% wide', async () => {
    expect(markSvg('M6 6h12v12H6z', '000000', { x: 6, y: 6, width: 12, height: 12 })).toContain('transform="translate(-2.4 -2.4) scale(1.2)"');
    expect(markSvg('M0 10h24v4H0z', '000000', { x: 0, y: 10, width: 24, height: 4 })).toContain('transform="translate(2.4 2.4) scale(0.8)"');

    const square = await pathOf('chase');
    const squared = drawnSize(markSvg(square, '117ACA', await shapeBox(square)), await shapeBox(square));
    expect(squared.width).toBeCloseTo(14.4, 5);
    expect(squared.height).toBeCloseTo(14.4, 5);
    const wordmark = await pathOf('coinbase');
    const wide = drawnSize(markSvg(wordmark, '0052FF', await shapeBox(wordmark)), await shapeBox(wordmark));
    expect(wide.width).toBeCloseTo(19.2, 5);
    expect(wide.height).toBeLessThan(14.4);
  });

  it('stops with a sentence naming a slug the package does not have', async () => {
    await expect(brandMarks(['monzo', 'no-such-brand'])).rejects.toThrow('simple-icons has no icon named no-such-brand');
  });

  it('draws the shape white where it stands out 3:1 on the brand colour, otherwise black', () => {
    expect(contrastRatio('FFFFFF', '000000')).toBeCloseTo(21, 5);
    expect(markColourOn('14233C')).toBe('FFFFFF');
    expect(markColourOn('117ACA')).toBe('FFFFFF');
    expect(markColourOn('9FE870')).toBe('000000');
    expect(markColourOn('00CCBC')).toBe('000000');
    for (const hex of ['14233C', '117ACA', '9FE870', '00CCBC', '99CC33', '000000', 'FFFFFF'])
      expect(contrastRatio(markColourOn(hex), hex)).toBeGreaterThanOrEqual(3);
  });

  it('takes path data only, so no markup can reach a served SVG', async () => {
    const box = { x: 0, y: 0, width: 24, height: 24 };
    const markup = 'M0 0h24v24H0z"/><script>alert(1)</script><path d="';
    expect(() => markSvg(markup, '000000', box)).toThrow('A brand mark must be SVG path data only');
    await expect(shapeBox(markup)).rejects.toThrow('A brand mark must be SVG path data only');
  });
});
