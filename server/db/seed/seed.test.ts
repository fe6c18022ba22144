import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../client.ts';
import { apps, auditLog, matches, referralCodes, referralOffers, users } from '../schema.ts';
import { openTestDatabase, useTestApp } from '#server/test/helper.ts';
import { readCatalogue, seedCatalogue } from './catalogue.ts';
import { seedDemo } from './demo.ts';
import { offerTermsOf } from '#server/modules/matches/offer-terms.ts';

const t = useTestApp();

describe('catalogue seed', () => {
  it('holds at least 30 real apps in every category, with fixed and ranged rewards', async () => {
    const entries = await readCatalogue();
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(entries.map((entry) => entry.category));
    expect([...categories].sort()).toEqual(['banking', 'crypto', 'food', 'investing', 'ride', 'shopping', 'streaming']);
    expect(entries.some((entry) => entry.referrer_reward_min_pence !== null)).toBe(true);
    expect(entries.some((entry) => entry.referrer_reward_amount_pence !== null && entry.referrer_reward_amount_pence > 0)).toBe(true);
    expect(entries.some((entry) => entry.qualifying_spend_amount_pence !== null)).toBe(true);
  });

  it('loads an empty database once, with an offer per app, and leaves a loaded one alone', async () => {
    const loaded = await seedCatalogue(t.db);
    expect(loaded).toBe((await readCatalogue()).length);
    expect(await seedCatalogue(t.db)).toBe(0);
    const [counts] = await t.db
      .select({ apps: sql<number>`(SELECT count(*)::int FROM ${apps})`, offers: sql<number>`(SELECT count(*)::int FROM ${referralOffers})` })
      .from(sql`(SELECT 1) one`);
    expect(counts).toEqual({ apps: loaded, offers: loaded });
  });

  it("fills Freetrade's published cap of 10 referrals a month, and no cap where a programme publishes none", async () => {
    const db = await openTestDatabase();
    try {
      await seedCatalogue(db.db);
      const capped = await db.db
        .select({ name: apps.name, cap: apps.referrerMonthlyCap })
        .from(apps)
        .where(sql`${apps.referrerMonthlyCap} IS NOT NULL`);
      expect(capped).toEqual([{ name: 'Freetrade', cap: 10 }]);
    } finally {
      await db.close();
    }
  });
});

describe('demo seed', () => {
  it('adds people, codes and a match in every status, consistently, once', async () => {
    await seedCatalogue(t.db);
    const demo = await seedDemo(t.db);
    expect(demo).toMatchObject({ users: 8 });
    const statuses = await t.db.selectDistinct({ status: matches.status }).from(matches);
    expect(statuses.map((row) => row.status).sort()).toEqual(['ASSIGNED', 'CANCELLED', 'COMPLETED', 'CONFIRMED', 'USER_MARKED_DONE']);

    const mismatched = await queryRows<{ id: string }>(
      t.db,
      sql`
      SELECT rc.id FROM referral_codes rc
      LEFT JOIN matches m ON m.referral_code_id = rc.id AND m.status <> 'CANCELLED'
      GROUP BY rc.id HAVING rc.current_uses <> count(m.id)`,
    );
    expect(mismatched).toEqual([]);
    expect(await seedDemo(t.db)).toBeNull();
  });

  it('leaves real members’ rows as they were: a code paused by a decision stays paused, the audit log unchanged', async () => {
    const db = await openTestDatabase();
    try {
      await seedCatalogue(db.db);
      const [app] = await db.db.select().from(apps).limit(1);
      const [member] = await db.db.insert(users).values({ email: 'real@example.com', username: 'real_member', passwordHash: 'x', matchesUsed: 2 }).returning();
      const [referee] = await db.db
        .insert(users)
        .values({ email: 'referee@example.com', username: 'real_referee', passwordHash: 'x', matchesUsed: 1 })
        .returning();
      const [code] = await db.db
        .insert(referralCodes)
        .values({ userId: member!.id, appId: app!.id, code: 'REAL1', referralLink: 'https://x.example/invite/REAL1', status: 'PAUSED', currentUses: 1 })
        .returning();
      await db.db.insert(matches).values({
        appId: app!.id,
        referralCodeId: code!.id,
        referrerId: member!.id,
        refereeId: referee!.id,
        status: 'ASSIGNED',
        code: 'REAL1',
        referralLink: code!.referralLink,
        instructions: null,
        termsAtClaim: offerTermsOf(app!),
      });
      const before = { codes: await db.db.select().from(referralCodes), people: await db.db.select().from(users), audit: await db.db.select().from(auditLog) };

      expect(await seedDemo(db.db)).toMatchObject({ users: 8 });
      const realCodes = (await db.db.select().from(referralCodes)).filter((row) => row.userId === member!.id);
      expect(realCodes).toEqual(before.codes);
      const realPeople = (await db.db.select().from(users)).filter((row) => row.id === member!.id || row.id === referee!.id);
      expect(realPeople).toEqual(before.people);
      expect(await db.db.select().from(auditLog)).toEqual(before.audit);
      // Run again, it changes nothing at all.
      const afterFirst = { codes: await db.db.select().from(referralCodes), people: await db.db.select().from(users) };
      expect(await seedDemo(db.db)).toBeNull();
      expect({ codes: await db.db.select().from(referralCodes), people: await db.db.select().from(users) }).toEqual(afterFirst);
    } finally {
      await db.close();
    }
  });
});
