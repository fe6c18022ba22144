import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import { describe, expect, it } from 'vitest';
import { memoryCounters } from '#server/lib/failure-counters.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';
import { useTestApp } from '#server/test/helper.ts';
import { ClaimLimits } from './claim-limits.ts';

/** Three claims an hour per member here (CLAIMS_PER_HOUR), thirty a day. */
const t = useTestApp({ env: { CLAIMS_PER_HOUR: '3', CLAIMS_PER_DAY: '30' } });
const HOURLY = 'You can claim at most 3 codes an hour. Please try again in 60 minutes.';

/** An app with `codes` codes shared by as many sharers. */
async function appWithCodes(codes = 1) {
  const app = await t.createApp();
  const sharers = [];
  for (let n = 0; n < codes; n += 1) {
    const sharer = await t.createUser();
    const code = await t.createCode(sharer.id, app.id);
    sharers.push({ ...sharer, codeId: code.id });
  }
  return { app, sharers };
}

const claimApp = (member: { token: string }, appId: string) => t.as(member).post('/api/matches/claim', { app_id: appId });

async function claimsTold(sharerIds: string[]): Promise<number> {
  const [row] = await queryRows<{ told: number }>(
    t.db,
    sql`SELECT count(*)::int AS told FROM notifications WHERE type = 'REFERRAL_CLAIMED' AND user_id IN (${sql.join(
      sharerIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return row!.told;
}

describe('claims, limited per member', () => {
  it('answers a member’s fourth claim in an hour 429 with how long to wait, and makes nothing', async () => {
    const member = await t.createUser();
    const offers = [await appWithCodes(), await appWithCodes(), await appWithCodes(), await appWithCodes()];
    for (const { app } of offers.slice(0, 3)) expect((await claimApp(member, app.id)).statusCode).toBe(201);
    const refused = await claimApp(member, offers[3]!.app.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: HOURLY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await claimsTold(offers[3]!.sharers.map((sharer) => sharer.id))).toBe(0);
    // Another member claims as before.
    expect((await claimApp(await t.createUser(), offers[3]!.app.id)).statusCode).toBe(201);
  });

  it('stops a claim-and-cancel loop: the referrers are told of three claims, not of every turn', async () => {
    const member = await t.createUser();
    const { app, sharers } = await appWithCodes(5);
    const statuses: number[] = [];
    for (let turn = 0; turn < 10; turn += 1) {
      const claimed = await claimApp(member, app.id);
      statuses.push(claimed.statusCode);
      if (claimed.statusCode !== 201) continue;
      expect((await t.as(member).post(`/api/matches/${claimed.json().match_id}/cancel`)).statusCode).toBe(200);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect(await claimsTold(sharers.map((sharer) => sharer.id))).toBe(3);
  });

  it('counts only claims that were made: refusals give their place back', async () => {
    const member = await t.createUser();
    const empty = await t.createApp();
    // No code to hand out: 409 each time, and none of them counts.
    for (let n = 0; n < 5; n += 1) expect((await claimApp(member, empty.id)).statusCode).toBe(409);
    for (let n = 0; n < 3; n += 1) expect((await claimApp(member, (await appWithCodes()).app.id)).statusCode).toBe(201);
    expect((await claimApp(member, (await appWithCodes()).app.id)).statusCode).toBe(429);
  });

  it('counts both claim routes together', async () => {
    const member = await t.createUser();
    expect((await claimApp(member, (await appWithCodes()).app.id)).statusCode).toBe(201);
    const chosen = async () => t.as(member).post(`/api/referral-codes/claim/${(await appWithCodes()).sharers[0]!.codeId}`);
    expect((await chosen()).statusCode).toBe(201);
    expect((await claimApp(member, (await appWithCodes()).app.id)).statusCode).toBe(201);
    const refused = await chosen();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: HOURLY });
  });

  it('counts a claim before it is tried: of eight sent at once, three are made', async () => {
    const member = await t.createUser();
    const offers = await Promise.all(Array.from({ length: 8 }, () => appWithCodes()));
    const answers = await Promise.all(offers.map(({ app }) => claimApp(member, app.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });
});

describe('the day’s limit', () => {
  it('refuses past the day’s claims with the day’s words, and gives the refused claim back', async () => {
    const limits = new ClaimLimits({ perHour: 10, perDay: 2 }, (_name, windowMs) => memoryCounters(windowMs));
    await limits.take('member');
    await limits.take('member');
    const refused = limits.take('member');
    await expect(refused).rejects.toThrow(TooManyRequestsError);
    await expect(refused).rejects.toThrow('You can claim at most 2 codes a day. Please try again in 24 hours.');
    // A claim that was not made gives its place back: one less, and the next one fits.
    await limits.release('member');
    await expect(limits.take('member')).resolves.toBeUndefined();
  });
});
