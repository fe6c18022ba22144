import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { apps, referralCodes, users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

type Figures = { app_id: string; total_codes: number; available_codes: number; current_total_uses: number; total_max_uses: number };

/** Every app's offer figures as the triggers keep them (migration 0054), apps with nothing left to count left out. */
const kept = () =>
  queryRows<Figures>(
    t.db,
    sql`SELECT app_id, sum(total_codes)::int AS total_codes, sum(available_codes)::int AS available_codes,
               sum(current_total_uses)::int AS current_total_uses, sum(total_max_uses)::int AS total_max_uses
        FROM app_offer_figures GROUP BY app_id
        HAVING sum(total_codes) <> 0 OR sum(available_codes) <> 0 OR sum(current_total_uses) <> 0 OR sum(total_max_uses) <> 0
        ORDER BY app_id`,
  );

/** The same figures added up from every shared code, as the catalogue counted them before they were kept. */
const counted = () =>
  queryRows<Figures>(
    t.db,
    sql`SELECT app_id, count(*)::int AS total_codes,
               (count(*) FILTER (WHERE status IN ('UNUSED', 'ASSIGNED') AND current_uses < max_uses))::int AS available_codes,
               sum(current_uses)::int AS current_total_uses, sum(max_uses)::int AS total_max_uses
        FROM referral_codes WHERE status <> 'WITHDRAWN' GROUP BY app_id ORDER BY app_id`,
  );

const expectAsCounted = async () => expect(await kept()).toEqual(await counted());

const claim = (person: TestUser, appId: string) => t.request({ method: 'POST', url: '/api/matches/claim', token: person.token, payload: { app_id: appId } });

describe('the offer figures kept as codes are written', () => {
  it('agree with a count of every shared code through shares, claims, their ends, edits, withdrawals, moves and removals', async () => {
    const [first, second] = [await t.createApp(), await t.createApp({ maxUsesPerUser: null })];
    const sharers = [await t.createUser(), await t.createUser(), await t.createUser()];
    const claimers = [await t.createUser(), await t.createUser()];
    await expectAsCounted();

    // Shared: one code, then several in one statement.
    const one = await t.createCode(sharers[0]!.id, first.id, { maxUses: 2 });
    await t.db.insert(referralCodes).values(
      sharers.slice(1).map((sharer, index) => ({
        userId: sharer.id,
        appId: second.id,
        code: `MANY${index}`,
        referralLink: `https://refer.example/invite/MANY${index}`,
        maxUses: 3,
      })),
    );
    await expectAsCounted();

    // Claimed through the service: a use taken, then the code's last use (no longer available).
    const claimed = await claim(claimers[0]!, first.id);
    expect(claimed.statusCode, claimed.body).toBe(201);
    await expectAsCounted();
    expect((await claim(claimers[1]!, first.id)).statusCode).toBe(201);
    expect((await kept()).find((row) => row.app_id === first.id)).toMatchObject({ total_codes: 1, available_codes: 0, current_total_uses: 2 });
    await expectAsCounted();

    // A claim's end gives its use back.
    const cancelled = await t.as(claimers[0]!).post(`/api/matches/${claimed.json<{ match_id: string }>().match_id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectAsCounted();

    // Edits: more uses allowed, a status of its own, a write that changes no figure, a move to another app.
    await t.db.update(referralCodes).set({ maxUses: 5 }).where(eq(referralCodes.id, one.id));
    await expectAsCounted();
    await t.db.update(referralCodes).set({ status: 'USED' }).where(eq(referralCodes.id, one.id));
    await expectAsCounted();
    await t.db.update(referralCodes).set({ status: 'PAUSED' }).where(eq(referralCodes.id, one.id));
    await expectAsCounted();
    await t.db.update(referralCodes).set({ referralLink: 'https://refer.example/invite/another' }).where(eq(referralCodes.id, one.id));
    await expectAsCounted();
    await t.db.update(referralCodes).set({ status: 'UNUSED', appId: second.id }).where(eq(referralCodes.id, one.id));
    await expectAsCounted();

    // Several codes in one statement, withdrawn and back.
    await t.db.update(referralCodes).set({ status: 'WITHDRAWN' }).where(eq(referralCodes.appId, second.id));
    await expectAsCounted();
    await t.db.update(referralCodes).set({ status: 'UNUSED' }).where(eq(referralCodes.appId, second.id));
    await expectAsCounted();

    // An owner switched off leaves the catalogue's figures alone (the offers leave them out, not the catalogue).
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, sharers[1]!.id));
    await expectAsCounted();

    // Removed: a code, a member with their codes, an app with its codes.
    await t.db.delete(referralCodes).where(eq(referralCodes.id, one.id));
    await expectAsCounted();
    await t.db.delete(users).where(eq(users.id, sharers[2]!.id));
    await expectAsCounted();
    await t.db.delete(apps).where(eq(apps.id, second.id));
    await expectAsCounted();
    expect(await queryRows(t.db, sql`SELECT 1 FROM app_offer_figures WHERE app_id = ${second.id}`)).toEqual([]);
  });

  it('are counted again whole by rebuild_app_offer_figures, as after a load with triggers off', async () => {
    const app = await t.createApp();
    const sharer = await t.createUser();
    await t.createCode(sharer.id, app.id, { maxUses: 4, currentUses: 1 });
    await t.db.execute(sql`DELETE FROM app_offer_figures`);
    expect(await kept()).toEqual([]);
    await t.db.execute(sql`SELECT rebuild_app_offer_figures()`);
    await expectAsCounted();
  });
});
