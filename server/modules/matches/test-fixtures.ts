import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { matches, notifications, type apps, type referralCodes } from '#server/db/schema.ts';
import type { TestContext, TestUser } from '#server/test/helper.ts';
import { offerTermsOf } from './offer-terms.ts';

/** The steps the match tests share: a claim to start from, a move, one's match as the API shows it, one's notices of a type. */
export function matchFixtures(t: TestContext) {
  /** A referee's claim of a referrer's code for an app with the given settings. */
  async function claimed(app: Parameters<TestContext['createApp']>[0] = {}) {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const created = await t.createApp(app);
    const code = await t.createCode(referrer.id, created.id);
    const response = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, response.json().match_id));
    return { referrer, referee, match: row!, matchId: row!.id, codeId: code.id, appName: created.name };
  }

  /** A move on a match (mark-complete, confirm-receipt, ...) as one of its parties. */
  const act = (user: TestUser, matchId: string, action: string, payload?: object) =>
    t.request({ method: 'POST', url: `/api/matches/${matchId}/${action}`, token: user.token, payload });

  /** The match as GET /api/matches/mine shows it to this person. */
  async function myMatch(user: TestUser, matchId: string) {
    const response = await t.request({ method: 'GET', url: '/api/matches/mine', token: user.token });
    return response.json().find((match: { id: string }) => match.id === matchId);
  }

  /** This person's notifications of one type. */
  const noticesOf = (userId: string, type: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  return { claimed, act, myMatch, noticesOf };
}

/**
 * The columns a match row needs when a test inserts it directly: this code's app and code, between
 * these two people, on the app's terms as they are now. Add the status and whatever else the test is about.
 */
export function matchRowFor(app: typeof apps.$inferSelect, code: typeof referralCodes.$inferSelect, referrerId: string, refereeId: string) {
  return {
    appId: app.id,
    referralCodeId: code.id,
    referrerId,
    refereeId,
    code: code.code,
    referralLink: code.referralLink,
    termsAtClaim: offerTermsOf(app),
  } satisfies Partial<typeof matches.$inferInsert>;
}
