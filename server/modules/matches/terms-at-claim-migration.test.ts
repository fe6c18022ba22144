import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { apps, matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { offerTermsOf } from './offer-terms.ts';

const t = useTestApp();

const MIGRATION = new URL('../../db/migrations/0036_terms_at_claim.sql', import.meta.url);

describe('migration 0036: terms_at_claim', () => {
  it('gives every match claimed before it its app’s offer as it stands, then requires one', async () => {
    const ranged = await t.createApp({
      maxUsesPerUser: null,
      referrerRewardAmountPence: 0,
      referrerRewardMinPence: 500,
      referrerRewardMaxPence: 2500,
      qualifyingSpendAmountPence: 1000,
      rewardWaitingPeriodDays: 0,
      termsConditions: 'It’s "quoted" \\ 😀',
    });
    const plain = await t.createApp({ maxUsesPerUser: null });
    const [sharer, referee] = [await t.createUser(), await t.createUser()];
    for (const app of [ranged, plain]) {
      const code = await t.createCode(sharer.id, app.id);
      expect((await t.as(referee).post(`/api/referral-codes/claim/${code.id}`)).statusCode).toBe(201);
    }
    // As the database stood before the migration; the app's offer has changed since the claims.
    await t.db.execute(sql`ALTER TABLE matches DROP COLUMN terms_at_claim`);
    await t.db.update(apps).set({ refereeRewardAmountPence: 1500 }).where(eq(apps.id, plain.id));

    for (const statement of (await fs.readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    for (const app of [ranged, plain]) {
      const [now] = await t.db.select().from(apps).where(eq(apps.id, app.id));
      const [match] = await t.db.select().from(matches).where(eq(matches.appId, app.id));
      expect(match!.termsAtClaim).toEqual(offerTermsOf(now!));
    }
    const [column] = await queryRows<{ is_nullable: string }>(
      t.db,
      sql`SELECT is_nullable FROM information_schema.columns WHERE table_name = 'matches' AND column_name = 'terms_at_claim'`,
    );
    expect(column?.is_nullable).toBe('NO');
  });
});
