import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSuggestions, apps } from '#server/db/schema.ts';
import {
  logoPng,
  serveOnLoopback,
  sourceOfLogo,
  STORED_WEBP,
  storedLogoCount,
  TEST_LOGO_FETCH,
  type LoopbackServer,
} from '#server/modules/logos/test-fixtures.ts';
import { useTestApp } from '#server/test/helper.ts';
import { appForm, expectError } from '../test-fixtures.ts';

// A second is long enough for a server on this machine and short enough to wait for one that never answers.
const t = useTestApp({ logoFetch: { ...TEST_LOGO_FETCH, timeoutMs: 1000 } });

/** One server on 127.0.0.1: /logo.png is an image, /elsewhere redirects to another private address, /silent never answers. */
let server: LoopbackServer;
const at = (path: string) => `${server.url}${path}`;
beforeAll(async () => {
  const png = await logoPng();
  server = await serveOnLoopback((request, response) => {
    if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (request.url === '/elsewhere') response.writeHead(302, { location: at('/logo.png').replace('127.0.0.1', '127.0.0.2') }).end();
    // '/silent': the request is read and never answered.
  });
});
afterAll(() => server.close());

const PRIVATE = 'The address is on a private network, which this server does not fetch from';
const storedCount = () => storedLogoCount(t);

describe('POST /api/admin/logos/fetch', () => {
  it('fetches the image once, keeps it as a WebP and answers where it is served', async () => {
    const admin = await t.createAdmin();
    const answer = await t.as(admin).post('/api/admin/logos/fetch', { url: at('/logo.png') });
    expect(answer.statusCode).toBe(200);
    const { logo_url } = answer.json<{ logo_url: string }>();
    expect(logo_url).toMatch(STORED_WEBP);
    const served = await t.request({ method: 'GET', url: logo_url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(await sourceOfLogo(t, logo_url)).toBe('fetched');
  });

  it('refuses a redirect to a private address and a server that does not answer in time, saying why, storing nothing', async () => {
    const admin = await t.createAdmin();
    const before = await storedCount();
    expectError(await t.as(admin).post('/api/admin/logos/fetch', { url: at('/elsewhere') }), 422, PRIVATE);
    expectError(await t.as(admin).post('/api/admin/logos/fetch', { url: at('/silent') }), 422, 'The address did not answer within 1 second');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an address that is not http or https, or no address', async () => {
    const admin = await t.createAdmin();
    for (const url of ['ftp://logos.example/logo.png', 'javascript:alert(1)', 'logo.png', '']) {
      expectError(
        await t.as(admin).post('/api/admin/logos/fetch', { url }),
        422,
        url === '' ? 'Logo URL is required' : 'Logo URL must be a valid URL (https://...)',
      );
    }
    expectError(await t.as(admin).post('/api/admin/logos/fetch', {}), 422, 'Logo URL must be a valid URL (https://...)');
  });
});

describe('a logo_url to fetch, sent with an app', () => {
  it('is fetched and stored when the app is created or changed', async () => {
    const admin = await t.createAdmin();
    const created = await t.as(admin).post('/api/admin/apps', appForm({ logo_url: at('/logo.png') }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ logo_url: expect.stringMatching(STORED_WEBP), logo_problem: null });

    const app = await t.createApp();
    const patched = await t.as(admin).patch(`/api/admin/apps/${app.id}`, { logo_url: at('/logo.png') });
    expect(patched.json()).toMatchObject({ logo_url: created.json().logo_url, logo_problem: null });
  });

  it('leaves the initial tile when the fetch fails: the app is saved and logo_problem says why', async () => {
    const admin = await t.createAdmin();
    const created = await t.as(admin).post('/api/admin/apps', appForm({ name: 'Logo Elsewhere', logo_url: at('/elsewhere') }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Logo Elsewhere', logo_url: null, logo_problem: PRIVATE });

    const replaced = await t
      .as(admin)
      .put(`/api/admin/apps/${created.json().id}`, appForm({ name: 'Logo Elsewhere', description: 'Changed', logo_url: at('/silent') }));
    expect(replaced.json()).toMatchObject({ description: 'Changed', logo_url: null, logo_problem: 'The address did not answer within 1 second' });
  });

  it('activating an AI suggestion fetches its logo; one that cannot be fetched still activates, with its initial', async () => {
    const admin = await t.createAdmin();
    const suggest = async (name: string, logoUrl: string) =>
      (
        await t.db
          .insert(aiSuggestions)
          .values({
            name,
            description: 'A UK app',
            confidence: 0.8,
            appUrl: 'https://suggested.example',
            logoUrl,
            referrerRewardAmountPence: 1000,
            refereeRewardAmountPence: 500,
          })
          .returning()
      )[0]!.id;

    const withLogo = await t.as(admin).post(`/api/admin/ai-suggestions/${await suggest('Suggested With Logo', at('/logo.png'))}/activate`);
    expect(withLogo.statusCode).toBe(201);
    expect(withLogo.json()).toMatchObject({ name: 'Suggested With Logo', logo_url: expect.stringMatching(STORED_WEBP), logo_problem: null });

    const without = await t.as(admin).post(`/api/admin/ai-suggestions/${await suggest('Suggested Elsewhere', at('/elsewhere'))}/activate`);
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({ name: 'Suggested Elsewhere', logo_url: null, logo_problem: PRIVATE });
    expect(await t.db.select({ logoUrl: apps.logoUrl }).from(apps).where(eq(apps.name, 'Suggested Elsewhere'))).toEqual([{ logoUrl: null }]);
  });
});
