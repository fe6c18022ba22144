import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_SAMPLE } from '#contract/analytics/rules.ts';
import { queryRows } from '#server/db/client.ts';
import { appRewardMedians, matches, trackRecords, users, type apps, type referralCodes } from '#server/db/schema.ts';
import { matchFixtures, matchRowFor } from '#server/modules/matches/test-fixtures.ts';
import { useTestApp } from '#server/test/helper.ts';
import { recountTrackRecord } from './track-record.ts';

const t = useTestApp();
const { claimed, act } = matchFixtures(t);
const DAY = 86_400_000;

/** An app's median as analytics counted it on every read before it was kept: its latest MARKETPLACE_SAMPLE confirmed rewards. */
async function recountApp(appId: string): Promise<{ median: number | null; rewards: number }> {
  const [row] = await queryRows<{ median: number | null; rewards: number }>(
    t.db,
    sql`SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY latest.days))::numeric, 1)::float8 AS median, count(latest.days)::int AS rewards
        FROM (SELECT extract(epoch FROM first_confirmed_at - reward_countdown_started_at) / 86400 AS days FROM matches
              WHERE app_id = ${appId} AND first_confirmed_at IS NOT NULL AND reward_countdown_started_at IS NOT NULL
              ORDER BY first_confirmed_at DESC LIMIT ${MARKETPLACE_SAMPLE}) latest`,
  );
  return row!;
}

async function keptApp(appId: string): Promise<{ median: number | null; rewards: number }> {
  const [row] = await t.db.select().from(appRewardMedians).where(eq(appRewardMedians.appId, appId));
  return row ? { median: row.medianDays, rewards: row.rewards } : { median: null, rewards: 0 };
}

/** A member's kept median; one with no track record yet has none. */
async function keptMember(userId: string): Promise<number | null> {
  const [row] = await t.db.select({ median: trackRecords.medianDaysToReward }).from(trackRecords).where(eq(trackRecords.userId, userId));
  return row?.median ?? null;
}

/** Every kept figure for these apps and members is what a count from the matches says. */
async function expectKeptAsCounted(appIds: string[], memberIds: string[]) {
  for (const appId of appIds) expect(await keptApp(appId)).toEqual(await recountApp(appId));
  for (const memberId of memberIds) expect(await keptMember(memberId)).toEqual((await recountTrackRecord(t.db, memberId)).medianDaysToReward);
}

/** A reward confirmed `days` after the sign-up was marked, `ago` days back. */
const rewarded = (days: number, ago = 0) => ({
  status: 'COMPLETED' as const,
  completedAt: new Date(Date.now() - ago * DAY),
  rewardCountdownStartedAt: new Date(Date.now() - (ago + days) * DAY),
  firstConfirmedAt: new Date(Date.now() - ago * DAY),
});

async function sharing() {
  const sharer = await t.createUser();
  const [first, second] = [await t.createApp(), await t.createApp()];
  const codes = [await t.createCode(sharer.id, first.id, { maxUses: 1000 }), await t.createCode(sharer.id, second.id, { maxUses: 1000 })];
  return { sharer, apps: [first, second] as const, codes };
}

const rowFor = async (app: typeof apps.$inferSelect, code: typeof referralCodes.$inferSelect, referrerId: string) =>
  matchRowFor(app, code, referrerId, (await t.createUser()).id);

describe('days to a reward, kept as matches change', () => {
  it('follows a match walked to its reward through the API, and a reward confirmed again later', async () => {
    const { referrer, referee, matchId, match } = await claimed();
    expect(await keptMember(referrer.id)).toBeNull();
    expect((await act(referee, matchId, 'mark-complete')).statusCode).toBe(200);
    // The first confirmation puts the reward in the app's sample; the member's counts it once the match completes.
    expect((await act(referee, matchId, 'confirm-receipt', {})).statusCode).toBe(200);
    await expectKeptAsCounted([match.appId], [referrer.id]);
    expect((await keptApp(match.appId)).rewards).toBe(1);
    expect((await act(referrer, matchId, 'confirm-receipt')).statusCode).toBe(200);
    const [confirmed] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    expect(confirmed).toMatchObject({ status: 'COMPLETED', firstConfirmedAt: expect.any(Date) });
    await expectKeptAsCounted([match.appId], [referrer.id]);
    expect(await keptMember(referrer.id)).toEqual(expect.any(Number));

    // The sign-up marked three and a half days before the reward: both medians move with it.
    await t.db
      .update(matches)
      .set({ rewardCountdownStartedAt: new Date(confirmed!.firstConfirmedAt!.getTime() - 3.5 * DAY) })
      .where(eq(matches.id, matchId));
    await expectKeptAsCounted([match.appId], [referrer.id]);
    expect(await keptMember(referrer.id)).toBe(3.5);
    const page = await t.request({ method: 'GET', url: `/api/members/${referrer.username}`, token: referee.token });
    expect(page.json().track_record.median_days_to_reward).toBe(3.5);
  });

  it('follows inserts, moves between statuses, apps and referrers, deletions and a closed account', async () => {
    const {
      sharer,
      apps: [first, second],
      codes,
    } = await sharing();
    const other = await t.createUser();
    const inserted = await t.db
      .insert(matches)
      .values([
        { ...(await rowFor(first, codes[0]!, sharer.id)), ...rewarded(2) },
        { ...(await rowFor(first, codes[0]!, sharer.id)), ...rewarded(5, 1) },
        { ...(await rowFor(first, codes[0]!, sharer.id)), ...rewarded(9, 2) },
        { ...(await rowFor(second, codes[1]!, sharer.id)), ...rewarded(4) },
        // Confirmed but then cancelled: in the app's sample, not in the member's completed matches.
        { ...(await rowFor(second, codes[1]!, sharer.id)), ...rewarded(30), status: 'CANCELLED' as const, completedAt: null },
        { ...(await rowFor(second, codes[1]!, sharer.id)), status: 'ASSIGNED' as const },
      ])
      .returning({ id: matches.id });
    const ids = inserted.map((row) => row.id);
    const apps = [first.id, second.id];
    await expectKeptAsCounted(apps, [sharer.id]);
    expect(await keptMember(sharer.id)).toBe(4.5);
    expect(await keptApp(second.id)).toEqual({ median: 17, rewards: 2 });

    const steps: (() => Promise<unknown>)[] = [
      // A completed match cancelled: it leaves the member's median, stays in the app's sample.
      () => t.db.update(matches).set({ status: 'CANCELLED', completedAt: null }).where(eq(matches.id, ids[2]!)),
      // One in progress confirmed.
      () => t.db.update(matches).set(rewarded(1)).where(eq(matches.id, ids[5]!)),
      // A first confirmation taken back.
      () => t.db.update(matches).set({ firstConfirmedAt: null }).where(eq(matches.id, ids[0]!)),
      // A match moved to the other app and to another referrer.
      () => t.db.update(matches).set({ appId: second.id, referralCodeId: codes[1]!.id }).where(eq(matches.id, ids[1]!)),
      () => t.db.update(matches).set({ referrerId: other.id }).where(eq(matches.id, ids[3]!)),
      () => t.db.delete(matches).where(inArray(matches.id, [ids[4]!])),
    ];
    for (const step of steps) {
      await step();
      await expectKeptAsCounted(apps, [sharer.id, other.id]);
    }

    // Closing the account keeps their matches for the other parties, as a former member's.
    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: sharer.token })).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, sharer.id))).toEqual([]);
    await expectKeptAsCounted(apps, [other.id]);
  });

  it('holds an app to its latest MARKETPLACE_SAMPLE rewards', async () => {
    const {
      sharer,
      apps: [app],
      codes,
    } = await sharing();
    const referee = await t.createUser();
    // One referee's many claims, as a direct insert: the sample is about the app's rewards, not the rules of a claim.
    const rows = Array.from({ length: MARKETPLACE_SAMPLE + 2 }, (_, index) => ({
      ...matchRowFor(app, codes[0]!, sharer.id, referee.id),
      ...rewarded(index % 7, MARKETPLACE_SAMPLE + 2 - index),
    }));
    await t.db.insert(matches).values(rows);
    expect((await keptApp(app.id)).rewards).toBe(MARKETPLACE_SAMPLE);
    await expectKeptAsCounted([app.id], [sharer.id]);
  });
});
