import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notification, type Notification } from '#contract/notifications/schema.ts';
import { notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { toNotificationDto } from './dto.ts';
import { listQuery } from './service.ts';

const t = useTestApp();

describe('GET /api/notifications as the database writes it', () => {
  it('equals toNotificationDto of the same rows, newest first, read or not, with or without a match', async () => {
    const person = await t.createUser();
    const app = await t.createApp();
    const code = await t.createCode((await t.createUser()).id, app.id);
    const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: person.token });
    const matchId = claimed.json<{ match_id: string }>().match_id;
    await t.db.insert(notifications).values([
      {
        userId: person.id,
        type: 'MATCH_FOUND',
        title: 'Ünïcödé “quotes” \\ and 😀',
        message: 'Line one\nline "two"',
        matchId,
        status: 'READ',
        readAt: new Date('2026-03-29T01:00:00.999Z'),
      },
      { userId: person.id, type: 'REFERRAL_CLAIMED', title: 'At the same moment', message: 'Unread', matchId },
      { userId: person.id, type: 'SOMETHING_NEW', title: 'No match', message: '', status: 'ARCHIVED' },
    ]);
    // Microseconds, and two at the same moment (ordered by id).
    await t.db.execute(sql`UPDATE notifications SET created_at = '2026-03-29 00:59:59.999999+00' WHERE user_id = ${person.id} AND type <> 'SOMETHING_NEW'`);

    for (const [query, unreadOnly, limit] of [
      ['', false, 20],
      ['?unread_only=true', true, 20],
      ['?limit=1', false, 1],
    ] as const) {
      const answer = await t.request({ method: 'GET', url: `/api/notifications${query}`, token: person.token });
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = answer.json<Notification[]>();
      expect(z.array(notification).parse(body)).toEqual(body);
      expect(body).toEqual((await listQuery(t.db, person.id, { unreadOnly, limit })).map(toNotificationDto));
    }
    expect((await t.request({ method: 'GET', url: '/api/notifications', token: person.token })).json()).toHaveLength(3);
    expect((await t.request({ method: 'GET', url: '/api/notifications', token: (await t.createUser()).token })).body).toBe('[]');
  });
});
