import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { apps, matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { claim } from './claim.ts';
import { buildClaimInstructions } from './instructions.ts';

const t = useTestApp();

/**
 * A handle of its own on the test database, so nothing else (the app's jobs, the helper) sends
 * statements through it, and every statement of a claim passes its session: counted there, with
 * the transactions it opens (a transaction's BEGIN and COMMIT are round trips of their own).
 */
function observedDb() {
  const { driver, client } = t.database;
  const db = (driver === 'pglite' ? drizzlePglite(client as PGlite, { schema }) : drizzlePg(client as pg.Pool, { schema })) as unknown as Db;
  const statements = vi.spyOn(db._.session, 'prepareQuery');
  const transactions = vi.spyOn(db._.session, 'transaction');
  return {
    db,
    sent: () => {
      const counts = { statements: statements.mock.calls.length, transactions: transactions.mock.calls.length };
      statements.mockClear();
      transactions.mockClear();
      return counts;
    },
  };
}

describe('a claim', () => {
  it('is one statement and no transaction of its own, by app and by code, once its app’s instructions are known', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const referrer = await t.createUser();
    const code = await t.createCode(referrer.id, app.id, { maxUses: 10 });
    const [first, second, third] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const { db, sent } = observedDb();

    // The first claim of an app in a process also fetches the app to write its instructions from.
    await claim(db, first.id, { appId: app.id });
    expect(sent()).toEqual({ statements: 2, transactions: 0 });
    await claim(db, second.id, { appId: app.id });
    expect(sent()).toEqual({ statements: 1, transactions: 0 });
    await claim(db, third.id, { codeId: code.id });
    expect(sent()).toEqual({ statements: 2, transactions: 0 });
    await claim(db, first.id, { codeId: code.id });
    expect(sent()).toEqual({ statements: 1, transactions: 0 });
    // A refusal is the same one statement.
    await expect(claim(db, referrer.id, { codeId: code.id })).rejects.toThrow('This is your own referral code');
    expect(sent()).toEqual({ statements: 1, transactions: 0 });
  });

  it('writes instructions from the app as it is now, after the app changes, with the code in them', async () => {
    const app = await t.createApp({ maxUsesPerUser: null, requiresReferralCode: true });
    const referrer = await t.createUser();
    const code = await t.createCode(referrer.id, app.id, { maxUses: 10, code: `O'Brien "50"` });
    const { db } = observedDb();

    const before = await claim(db, (await t.createUser()).id, { appId: app.id });
    expect(before.instructions).toEqual(buildClaimInstructions(app, code.code));
    const [changed] = await t.db.update(apps).set({ qualifyingSpendAmountPence: 2500, rewardWaitingPeriodDays: 0 }).where(eq(apps.id, app.id)).returning();
    const after = await claim(db, (await t.createUser()).id, { appId: app.id });
    expect(after.instructions).toEqual(buildClaimInstructions(changed!, code.code));
    const [stored] = await t.db.select({ instructions: matches.instructions }).from(matches).where(eq(matches.id, after.match_id));
    expect(stored?.instructions).toEqual(after.instructions);
  });
});
