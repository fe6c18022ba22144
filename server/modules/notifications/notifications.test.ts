import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { seedNotifications } from './test-fixtures.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const statusOf = async (id: string) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('GET /api/notifications and /unread-count', () => {
  it('lists only your own, newest first, 50 by default, and counts the unread', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const mine = await seedNotifications(t, user.id, 60);
    await seedNotifications(t, other.id, 3);
    await t.db.update(notifications).set({ status: 'READ', readAt: new Date() }).where(eq(notifications.id, mine[59]!.id));

    const list = await t.request({ method: 'GET', url: '/api/notifications', token: user.token });
    expect(list.statusCode).toBe(200);
    const body = list.json<any[]>();
    expect(body).toHaveLength(50);
    expect(body[0]).toEqual({
      id: mine[59]!.id,
      type: 'REFERRAL_CLAIMED',
      title: 'Notice 60',
      message: 'Something happened (60)',
      status: 'READ',
      match_id: null,
      created_at: mine[59]!.createdAt.toISOString(),
      read_at: expect.any(String),
    });
    expect(body.map((n) => n.title).slice(0, 3)).toEqual(['Notice 60', 'Notice 59', 'Notice 58']);
    expect(body.every((n) => mine.some((row) => row.id === n.id))).toBe(true);

    const unread = await t.request({ method: 'GET', url: '/api/notifications?unread_only=true&limit=100', token: user.token });
    expect(unread.json<any[]>()).toHaveLength(59);
    expect(unread.json<any[]>().every((n) => n.status === 'UNREAD')).toBe(true);

    const count = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: user.token });
    expect(count.json()).toEqual({ unread_count: 59 });
  });

  it('bounds limit to 1-100 and reads unread_only as true or false', async () => {
    const user = await t.createUser();
    await seedNotifications(t, user.id, 2);
    const get = (query: string) => t.request({ method: 'GET', url: `/api/notifications?${query}`, token: user.token });
    expect((await get('limit=1')).json()).toHaveLength(1);
    expect((await get('limit=100')).json()).toHaveLength(2);
    expect((await get('limit=0')).json()).toEqual({ detail: 'Limit must be at least 1' });
    expect((await get('limit=101')).json()).toEqual({ detail: 'Limit must be at most 100' });
    expect((await get('limit=ten')).statusCode).toBe(422);
    const badFlag = await get('unread_only=maybe');
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.json()).toEqual({ detail: 'Unread only must be true or false' });
    expect((await get('unread_only=false')).json()).toHaveLength(2);
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/stream']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Please sign in to continue' });
    }
  });
});

describe('POST /api/notifications/{id}/mark-read and /mark-all-read', () => {
  it('marks one of yours read, keeping the first read_at', async () => {
    const user = await t.createUser();
    const [notice] = await seedNotifications(t, user.id, 1);
    const first = await t.request({ method: 'POST', url: `/api/notifications/${notice!.id}/mark-read`, token: user.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: notice!.id, status: 'READ', read_at: expect.any(String) });
    const again = await t.request({ method: 'POST', url: `/api/notifications/${notice!.id}/mark-read`, token: user.token });
    expect(again.json().read_at).toBe(first.json().read_at);
    expect((await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: user.token })).json()).toEqual({ unread_count: 0 });
  });

  it('refuses someone else’s, an unknown and a malformed id, changing nothing', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const [notice] = await seedNotifications(t, owner.id, 1);
    const notYours = await t.request({ method: 'POST', url: `/api/notifications/${notice!.id}/mark-read`, token: stranger.token });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ detail: 'There is no notification with that id among yours' });
    expect((await t.request({ method: 'POST', url: `/api/notifications/${UNKNOWN_ID}/mark-read`, token: owner.token })).statusCode).toBe(404);
    const malformed = await t.request({ method: 'POST', url: '/api/notifications/42/mark-read', token: owner.token });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ detail: 'The id is not a valid identifier' });
    expect((await t.request({ method: 'POST', url: `/api/notifications/${notice!.id}/mark-read` })).statusCode).toBe(401);
    expect(await statusOf(notice!.id)).toMatchObject({ status: 'UNREAD', readAt: null });
  });

  it('marks all of yours read and answers how many changed, leaving others’ alone', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await seedNotifications(t, user.id, 3);
    await seedNotifications(t, user.id, 1, { status: 'READ', readAt: new Date() });
    const [theirs] = await seedNotifications(t, other.id, 1);
    const response = await t.request({ method: 'POST', url: '/api/notifications/mark-all-read', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated_count: 3 });
    expect((await t.request({ method: 'POST', url: '/api/notifications/mark-all-read', token: user.token })).json()).toEqual({ updated_count: 0 });
    expect((await statusOf(theirs!.id))?.status).toBe('UNREAD');
    expect((await t.request({ method: 'POST', url: '/api/notifications/mark-all-read' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/{id}', () => {
  it('moves READ back to UNREAD (clearing read_at) and archives', async () => {
    const user = await t.createUser();
    const [notice] = await seedNotifications(t, user.id, 1, { status: 'READ', readAt: new Date() });
    const patch = (status: unknown) => t.request({ method: 'PATCH', url: `/api/notifications/${notice!.id}`, token: user.token, payload: { status } });

    const unread = await patch('UNREAD');
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toMatchObject({ status: 'UNREAD', read_at: null });
    await t.request({ method: 'POST', url: `/api/notifications/${notice!.id}/mark-read`, token: user.token });
    const archived = await patch('ARCHIVED');
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', read_at: expect.any(String) });
    expect(await statusOf(notice!.id)).toMatchObject({ status: 'ARCHIVED' });
  });

  it('refuses another status, a missing body field, someone else’s and unknown ids', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const [notice] = await seedNotifications(t, user.id, 1);
    const patch = (payload: object, token = user.token, id = notice!.id) => t.request({ method: 'PATCH', url: `/api/notifications/${id}`, token, payload });

    expect((await patch({ status: 'READ' })).json()).toEqual({ detail: 'Status must be UNREAD or ARCHIVED' });
    expect((await patch({})).statusCode).toBe(422);
    expect((await patch({})).json()).toEqual({ detail: 'Status must be UNREAD or ARCHIVED' });
    expect((await patch({ status: 'ARCHIVED' }, stranger.token)).statusCode).toBe(404);
    expect((await patch({ status: 'ARCHIVED' }, user.token, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/api/notifications/${notice!.id}`, payload: { status: 'ARCHIVED' } })).statusCode).toBe(401);
    expect((await statusOf(notice!.id))?.status).toBe('UNREAD');
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('deletes one of yours, and only yours', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const [notice] = await seedNotifications(t, user.id, 1);
    expect((await t.request({ method: 'DELETE', url: `/api/notifications/${notice!.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/notifications/${notice!.id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/notifications/nope', token: user.token })).statusCode).toBe(422);
    expect(await statusOf(notice!.id)).toBeDefined();

    const deleted = await t.request({ method: 'DELETE', url: `/api/notifications/${notice!.id}`, token: user.token });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await statusOf(notice!.id)).toBeUndefined();
    expect((await t.request({ method: 'DELETE', url: `/api/notifications/${notice!.id}`, token: user.token })).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes every notifications call', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/notifications',
        '/api/notifications/unread-count',
        '/api/notifications/stream',
        '/api/notifications/mark-all-read',
        '/api/notifications/bulk-update',
        '/api/notifications/bulk-delete',
        '/api/notifications/{id}/mark-read',
        '/api/notifications/{id}',
      ]),
    );
    expect(paths['/api/notifications'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['unread_only', 'limit']);
    expect(paths['/api/notifications/bulk-update'].patch.requestBody.content['application/json'].schema.required).toEqual(['notification_ids', 'updates']);
  });
});
