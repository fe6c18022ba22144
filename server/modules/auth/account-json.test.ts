import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { getUser } from './service.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

/** The account as GET /api/auth/me answers it (written by the database) and as `getUser` maps it (the dashboard's, an edit's answer). */
async function bothWays(token: string, id: string) {
  const response = await t.request({ method: 'GET', url: '/api/auth/me', token });
  expect(response.statusCode).toBe(200);
  return { written: response.json<unknown>(), mapped: JSON.parse(JSON.stringify(await getUser(t.db, id))) as unknown };
}

describe('the account written by the database', () => {
  it('is the account getUser maps, for every plan, the switch either way, and every optional field set or empty', async () => {
    const person = await t.createUser();
    const shapes: Partial<typeof users.$inferInsert>[] = [
      {
        subscriptionStatus: 'FREE',
        subscriptionExpiresAt: null,
        emailVerifiedAt: null,
        pendingEmail: null,
        lastLoginAt: null,
        eligibilityConfirmedAt: null,
        name: null,
      },
      {
        subscriptionStatus: 'PREMIUM',
        subscriptionExpiresAt: new Date(Date.now() + 30 * DAY),
        emailVerifiedAt: new Date(),
        pendingEmail: `new-${person.email}`,
        lastLoginAt: new Date('2026-05-04T03:02:01.123Z'),
        eligibilityConfirmedAt: new Date('2026-01-02T00:00:00Z'),
        name: 'Zoë "Z" O’Brien',
        matchesUsed: 7,
      },
      // Premium without an end, and a Premium that has run out (it reads as Free).
      { subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null },
      { subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() - DAY) },
    ];
    for (const paid of [false, true]) {
      await t.setPaidFeatures(paid);
      for (const shape of shapes) {
        await t.db.update(users).set(shape).where(eq(users.id, person.id));
        const { written, mapped } = await bothWays(person.token, person.id);
        expect(written).toEqual(mapped);
        expect(written).toMatchObject({ paid_features_enabled: paid });
      }
    }
    await t.setPaidFeatures(false);
  });
});
