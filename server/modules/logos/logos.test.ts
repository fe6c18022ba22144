import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
import { useTestApp } from '#server/test/helper.ts';
import { hashOf, saveLogo } from './store.ts';
import { someMark } from './test-fixtures.ts';

const t = useTestApp();

describe('GET /api/public/logos/:file', () => {
  it('serves a stored mark to anyone, as an inert SVG cached for a year', async () => {
    const content = someMark();
    const { path, created } = await saveLogo(t.db, { content, contentType: 'image/svg+xml', source: 'simple-icons' });
    expect(created).toBe(true);
    expect(path).toBe(`${LOGO_PATH_PREFIX}${hashOf(content)}.svg`);

    const answer = await t.request({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.equals(content)).toBe(true);
  });

  it('keeps the same bytes once, at the same address', async () => {
    const content = someMark();
    const first = await saveLogo(t.db, { content, contentType: 'image/svg+xml', source: 'simple-icons' });
    const again = await saveLogo(t.db, { content, contentType: 'image/svg+xml', source: 'upload' });
    expect(again).toEqual({ path: first.path, created: false });
  });

  it('serves a WebP under .webp and under no other ending', async () => {
    const content = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0052ff' } })
      .webp()
      .toBuffer();
    const { path } = await saveLogo(t.db, { content, contentType: 'image/webp', source: 'upload' });
    expect(path).toMatch(/\.webp$/);

    const answer = await t.request({ method: 'GET', url: path });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.rawPayload.equals(content)).toBe(true);

    const asSvg = await t.request({ method: 'GET', url: path.replace(/\.webp$/, '.svg') });
    expect(asSvg.statusCode).toBe(404);
    expect(asSvg.json()).toEqual({ detail: 'There is no logo at this address' });
  });

  it('answers 404 for a hash it does not hold, and 422 for an address it never gives out', async () => {
    const unknown = await t.request({ method: 'GET', url: `${LOGO_PATH_PREFIX}${'0'.repeat(64)}.svg` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'There is no logo at this address' });
    expect(unknown.headers['cache-control']).toBe('no-store');

    for (const file of ['monzo.svg', `${'A'.repeat(64)}.svg`, `${'0'.repeat(64)}.png`, `${'0'.repeat(64)}.svg.webp`]) {
      const malformed = await t.request({ method: 'GET', url: `${LOGO_PATH_PREFIX}${file}` });
      expect(malformed.statusCode, file).toBe(422);
      expect(malformed.json<{ detail: string }>().detail, file).toContain('The logo address is not one this server gives out');
    }
  });
});
