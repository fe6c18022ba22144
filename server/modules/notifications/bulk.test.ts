import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { seedNotifications } from './test-fixtures.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const rowsOf = (ids: string[]) => t.db.select().from(notifications).where(inArray(notifications.id, ids));

describe('PATCH /api/notifications/bulk-update', () => {
  const bulkUpdate = (token: string | undefined, payload: unknown) =>
    t.request({ method: 'PATCH', url: '/api/notifications/bulk-update', token, payload: payload as object });

  it('marks the named notifications read and answers how many changed', async () => {
    const user = await t.createUser();
    const unread = await seedNotifications(t, user.id, 3);
    const [read] = await seedNotifications(t, user.id, 1, { status: 'READ', readAt: new Date('2025-01-01T00:00:00Z') });
    const ids = [...unread.map((n) => n.id), read!.id, unread[0]!.id];
    const response = await bulkUpdate(user.token, { notification_ids: ids, updates: { status: 'READ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated_count: 3 });
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.status === 'READ' && row.readAt)).toBe(true);
    expect(rows.find((row) => row.id === read!.id)?.readAt?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('refuses the whole call when any id is not yours or unknown, changing nothing', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const mine = await seedNotifications(t, user.id, 2);
    const [theirs] = await seedNotifications(t, stranger.id, 1);
    for (const foreign of [theirs!.id, UNKNOWN_ID]) {
      const response = await bulkUpdate(user.token, { notification_ids: [...mine.map((n) => n.id), foreign], updates: { status: 'READ' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: '1 of these notifications is not among yours; nothing was changed' });
    }
    expect((await rowsOf([...mine.map((n) => n.id), theirs!.id])).every((row) => row.status === 'UNREAD')).toBe(true);
  });

  it('refuses malformed bodies naming the field', async () => {
    const user = await t.createUser();
    const [notice] = await seedNotifications(t, user.id, 1);
    const cases: [unknown, string][] = [
      [{ updates: { status: 'READ' } }, 'Notification ids are required'],
      [{ notification_ids: [], updates: { status: 'READ' } }, 'Notification ids must name at least one notification'],
      [{ notification_ids: 'all', updates: { status: 'READ' } }, 'Notification ids must be a list of notification ids'],
      [{ notification_ids: ['x'], updates: { status: 'READ' } }, 'Each notification id must be a valid identifier'],
      [
        { notification_ids: Array.from({ length: 101 }, () => notice!.id), updates: { status: 'READ' } },
        'Notification ids must name at most 100 notifications',
      ],
      [{ notification_ids: [notice!.id] }, 'Updates are required'],
      [{ notification_ids: [notice!.id], updates: { status: 'ARCHIVED' } }, 'Updates status must be READ'],
    ];
    for (const [payload, detail] of cases) {
      const response = await bulkUpdate(user.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual({ detail });
    }
    expect((await rowsOf([notice!.id]))[0]?.status).toBe('UNREAD');
    expect((await bulkUpdate(undefined, { notification_ids: [notice!.id], updates: { status: 'READ' } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/notifications/bulk-delete', () => {
  const bulkDelete = (token: string | undefined, payload: unknown) =>
    t.request({ method: 'DELETE', url: '/api/notifications/bulk-delete', token, payload: payload as object });

  it('deletes the named notifications and answers how many went', async () => {
    const user = await t.createUser();
    const mine = await seedNotifications(t, user.id, 3);
    const response = await bulkDelete(user.token, { notification_ids: [mine[0]!.id, mine[1]!.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted_count: 2 });
    expect((await rowsOf(mine.map((n) => n.id))).map((row) => row.id)).toEqual([mine[2]!.id]);
  });

  it('refuses the whole call when any id is not yours, deleting nothing', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const mine = await seedNotifications(t, user.id, 2);
    const theirs = await seedNotifications(t, stranger.id, 2);
    const response = await bulkDelete(user.token, { notification_ids: [...mine, ...theirs].map((n) => n.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: '2 of these notifications are not among yours; nothing was changed' });
    expect(await rowsOf([...mine, ...theirs].map((n) => n.id))).toHaveLength(4);
    const stolen = await bulkDelete(stranger.token, { notification_ids: [mine[0]!.id] });
    expect(stolen.statusCode).toBe(404);
    expect(await rowsOf([mine[0]!.id])).toHaveLength(1);
  });

  it('refuses malformed bodies and callers without a token', async () => {
    const user = await t.createUser();
    const [notice] = await seedNotifications(t, user.id, 1);
    expect((await bulkDelete(user.token, {})).json()).toEqual({ detail: 'Notification ids are required' });
    expect((await bulkDelete(user.token, { notification_ids: [] })).statusCode).toBe(422);
    expect((await bulkDelete(user.token, { notification_ids: [12] })).json()).toEqual({ detail: 'Each notification id must be a valid identifier' });
    expect((await bulkDelete(undefined, { notification_ids: [notice!.id] })).statusCode).toBe(401);
    expect(await rowsOf([notice!.id])).toHaveLength(1);
  });
});
