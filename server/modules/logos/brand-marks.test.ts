import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { svgToPath } from 'simple-icons/sdk';
import { describe, expect, it } from 'vitest';
import { brandMarks, contrastRatio, markColourOn, markSvg } from './brand-marks.ts';

const iconFile = (slug: string) => fs.readFile(createRequire(import.meta.url).resolve(`simple-icons/icons/${slug}.svg`), 'utf8');

describe('brand marks', () => {
  it('draws the brand’s shape on a square of its colour, from the package’s own path', async () => {
    const marks = await brandMarks(['monzo', 'wise']);
    const monzo = marks.get('monzo')!;
    expect(monzo).toMatchObject({ slug: 'monzo', title: 'Monzo', hex: '14233C' });
    expect(monzo.svg.toString()).toBe(markSvg(svgToPath(await iconFile('monzo')), '14233C'));
    expect(monzo.svg.toString()).toContain('<rect width="24" height="24" fill="#14233C"/><path fill="#FFFFFF"');
    expect(marks.get('wise')!.svg.toString()).toContain('<path fill="#000000"');
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
    for (const hex of ['14233C', '117ACA', '9FE870', '00CCBC', '99CC33', '000000', 'FFFFFF']) expect(contrastRatio(markColourOn(hex), hex)).toBeGreaterThanOrEqual(3);
  });

  it('takes path data only, so no markup can reach a served SVG', () => {
    expect(() => markSvg('M0 0h24v24H0z"/><script>alert(1)</script><path d="', '000000')).toThrow('A brand mark must be SVG path data only');
    expect(markSvg('M0 0h1.5v-2e-1z', 'ABCDEF')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24">.*<\/svg>$/);
  });
});
