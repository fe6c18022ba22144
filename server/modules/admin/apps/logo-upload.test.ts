import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
import { apps, auditLog } from '#server/db/schema.ts';
import { logoPng, sourceOfLogo, STORED_WEBP, storedLogoCount } from '#server/modules/logos/test-fixtures.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { appForm, expectError, UNKNOWN_ID } from '../test-fixtures.ts';

const t = useTestApp();

const upload = (admin: TestUser, url: string, bytes: Buffer, contentType = 'image/png') =>
  t.request({ method: 'POST', url, token: admin.token, payload: bytes, headers: { 'content-type': contentType } });
const storedCount = () => storedLogoCount(t);

describe('POST /api/admin/logos', () => {
  it('keeps an upload as a WebP at most 256 px on a side, without its metadata, served for a year', async () => {
    const admin = await t.createAdmin();
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'Spy 9000' } })
      .toBuffer();
    const answer = await upload(admin, '/api/admin/logos', photo, 'image/jpeg');
    expect(answer.statusCode).toBe(201);
    const { logo_url } = answer.json<{ logo_url: string }>();
    expect(logo_url).toMatch(STORED_WEBP);

    const served = await t.request({ method: 'GET', url: logo_url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 128 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await sourceOfLogo(t, logo_url)).toBe('upload');

    // The same image again is the same address, stored once.
    expect((await upload(admin, '/api/admin/logos', photo, 'image/jpeg')).json()).toEqual({ logo_url });
  });

  it('reads the file by its bytes: an SVG, a GIF, HTML called a PNG and JSON are refused, and nothing is stored', async () => {
    const admin = await t.createAdmin();
    const before = await storedCount();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>');
    expectError(
      await upload(admin, '/api/admin/logos', svg, 'image/svg+xml'),
      422,
      'A logo cannot be an SVG, since an SVG can carry script: use a PNG, JPEG or WebP image',
    );
    expectError(await upload(admin, '/api/admin/logos', svg), 422, 'A logo cannot be an SVG, since an SVG can carry script: use a PNG, JPEG or WebP image');
    expectError(await upload(admin, '/api/admin/logos', gif, 'image/gif'), 422, 'A logo must be a PNG, JPEG or WebP image');
    expectError(
      await upload(admin, '/api/admin/logos', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')),
      422,
      'A logo must be a PNG, JPEG or WebP image',
    );
    expectError(await upload(admin, '/api/admin/logos', (await logoPng()).subarray(0, 60)), 422, 'A logo must be a PNG, JPEG or WebP image');
    expectError(await t.as(admin).post('/api/admin/logos', { image: 'base64...' }), 415, 'A logo must be a PNG, JPEG or WebP image');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an empty file with 400 saying so, on both upload routes (it was a 500 from the image library)', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const before = await storedCount();
    expectError(await upload(admin, '/api/admin/logos', Buffer.alloc(0)), 400, 'The file is empty: attach an image');
    expectError(await upload(admin, `/api/admin/apps/${app.id}/logo`, Buffer.alloc(0)), 400, 'The file is empty: attach an image');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over 256 kB with 413', async () => {
    const admin = await t.createAdmin();
    expectError(await upload(admin, '/api/admin/logos', Buffer.alloc(256 * 1024 + 1, 1)), 413, 'A logo must be at most 256 kB');
  });
});

describe('an app’s own logo', () => {
  it('POST /api/admin/apps/{id}/logo makes an upload the app’s logo at once, on every card, audited as a change', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const answer = await upload(admin, `/api/admin/apps/${app.id}/logo`, await logoPng());
    expect(answer.statusCode).toBe(200);
    const { logo_url } = answer.json<{ logo_url: string }>();
    expect(logo_url).toMatch(STORED_WEBP);
    const catalogue = (await t.request({ method: 'GET', url: '/api/public/apps' })).json<{ id: string; logo_url: string | null }[]>();
    expect(catalogue.find((listed) => listed.id === app.id)!.logo_url).toBe(logo_url);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'app.update', before: { logo_url: null }, after: { logo_url } });
  });

  it('DELETE /api/admin/apps/{id}/logo gives the app its initial tile again, audited', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const { logo_url } = (await upload(admin, `/api/admin/apps/${app.id}/logo`, await logoPng())).json<{ logo_url: string }>();
    const removed = await t.as(admin).delete(`/api/admin/apps/${app.id}/logo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: app.id, logo_url: null });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toContainEqual(['app.update', { logo_url }, { logo_url: null }]);
    // The image stays where it was: a browser may still hold its address.
    expect((await t.request({ method: 'GET', url: logo_url })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown app, before any image work, and stores nothing', async () => {
    const admin = await t.createAdmin();
    const before = await storedCount();
    expectError(await upload(admin, `/api/admin/apps/${UNKNOWN_ID}/logo`, await logoPng()), 404, 'There is no app with that id');
    expectError(await upload(admin, `/api/admin/apps/${UNKNOWN_ID}/logo`, Buffer.from('not an image')), 404, 'There is no app with that id');
    expectError(await t.as(admin).delete(`/api/admin/apps/${UNKNOWN_ID}/logo`), 404, 'There is no app with that id');
    expect(await storedCount()).toBe(before);
  });

  it('takes its own stored logo back: an app read and sent back whole keeps its logo', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const { logo_url } = (await upload(admin, `/api/admin/apps/${app.id}/logo`, await logoPng())).json<{ logo_url: string }>();
    const replaced = await t.as(admin).put(`/api/admin/apps/${app.id}`, appForm({ name: app.name, logo_url }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ logo_url, logo_problem: null });

    const unknown = `${LOGO_PATH_PREFIX}${'0'.repeat(64)}.webp`;
    expectError(
      await t.as(admin).put(`/api/admin/apps/${app.id}`, appForm({ name: app.name, logo_url: unknown })),
      422,
      'Logo URL is not a logo this server stores',
    );
    expectError(
      await t.as(admin).patch(`/api/admin/apps/${app.id}`, { logo_url: '/api/public/logos/monzo.svg' }),
      422,
      'Logo URL must be a valid URL (https://...)',
    );
    const [unchanged] = await t.db.select({ logoUrl: apps.logoUrl }).from(apps).where(eq(apps.id, app.id));
    expect(unchanged!.logoUrl).toBe(logo_url);
  });

  it('is always one this server stores: the database refuses any other address', async () => {
    for (const logoUrl of ['https://cdn.example.com/logo.png', `${LOGO_PATH_PREFIX}monzo.svg`]) {
      await expect(t.createApp({ logoUrl }), logoUrl).rejects.toMatchObject({ cause: { constraint: 'apps_logo_url_stored' } });
    }
  });
});
