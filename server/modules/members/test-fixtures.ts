import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trackRecords } from '#server/db/schema.ts';
import type { TestContext, TestUser } from '#server/test/helper.ts';
import { recountTrackRecord } from './track-record.ts';

/**
 * What the track record and review tests share, on the test file's app: calls as a person, a match
 * walked as far as asked, and the kept track record counters checked against a recount.
 */
export function memberTestKit(t: TestContext) {
  const post = (user: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, token: user.token, payload });
  const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, token: user.token });

  /** A referee's claim of the referrer's code for a new app, walked as far as asked. */
  async function matchBetween(referrer: TestUser, referee: TestUser, until: 'claimed' | 'marked' | 'completed' = 'completed'): Promise<string> {
    const app = await t.createApp();
    const code = await t.createCode(referrer.id, app.id);
    const id = (await post(referee, `/api/referral-codes/claim/${code.id}`)).json().match_id as string;
    if (until === 'claimed') return id;
    await post(referee, `/api/matches/${id}/mark-complete`);
    if (until === 'marked') return id;
    for (const party of [referee, referrer]) expect((await post(party, `/api/matches/${id}/confirm-receipt`, {})).statusCode).toBe(200);
    return id;
  }

  async function expectCountersMatchRecount(...members: TestUser[]) {
    for (const member of members) {
      const [kept] = await t.db.select().from(trackRecords).where(eq(trackRecords.userId, member.id));
      const { userId: _userId, ...counters } = kept ?? {
        userId: member.id,
        referrerMatches: 0,
        referrerCompleted: 0,
        referrerEnded: 0,
        refereeMatches: 0,
        refereeCompleted: 0,
        ratingSum: 0,
        ratingCount: 0,
        refereeRatingSum: 0,
        refereeRatingCount: 0,
      };
      expect(counters, `${member.username}'s kept track record`).toEqual(await recountTrackRecord(t.db, member.id));
    }
  }

  return { post, get, matchBetween, expectCountersMatchRecount };
}
