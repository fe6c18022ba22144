import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, users } from '../db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '../test/helper.ts';

const t = useTestApp();

// PostgreSQL text cannot hold U+0000, nor its JSON a lone surrogate; these answered 500 from the database before.
describe('text the database cannot store', () => {
  it('is refused in a body with 422 naming the field, and nothing is saved', async () => {
    const user = await t.createUser({ name: 'Ada' });
    const response = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: user.email, name: 'Ada\u0000' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'Name must not contain the NUL character' });
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('Ada');
  });

  it('is refused on a sign-in route before any account is looked up', async () => {
    const user = await t.createUser();
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: `${user.email}\u0000`, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'Email must not contain the NUL character' });
  });

  it('is refused in a query string and deep in a body', async () => {
    const admin = await t.createAdmin();
    const search = await t.request({ method: 'GET', url: '/api/admin/users?search=ada%00', token: admin.token });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual({ detail: 'Search must not contain the NUL character' });
    const user = await t.createUser();
    const nested = await t.request({
      method: 'PATCH',
      url: '/api/notifications/bulk-update',
      token: user.token,
      payload: { notification_ids: ['\u0000'], updates: { status: 'READ' } },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toEqual({ detail: 'Notification ids 0 must not contain the NUL character' });
  });

  it('refuses a lone surrogate, which the audit trail could not store, and changes nothing', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp({ description: 'Plain' });
    const response = await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { description: 'Broken \udfff text' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: 'Description must be valid Unicode text' });
    const [row] = await t.db.select({ description: apps.description }).from(apps).where(eq(apps.id, app.id));
    expect(row?.description).toBe('Plain');
    const paired = await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { description: 'Emoji 😀 text' } });
    expect(paired.statusCode).toBe(200);
  });
});

describe('a file’s own bytes', () => {
  it('are not walked as text: a 2 MB buffer (a screenshot) is passed over at once', async () => {
    const { findUnstorableText } = await import('./text-input.ts');
    // Zero bytes would be NUL characters were the buffer read as text, and walking them one by one took seconds.
    expect(findUnstorableText(Buffer.alloc(2 * 1024 * 1024))).toBeNull();
    expect(findUnstorableText({ file: new Uint8Array(16) })).toBeNull();
  });
});
