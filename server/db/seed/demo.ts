import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { apps, matches, notifications, referralCodes, userApps, users } from '../schema.ts';
import { hashPassword } from '#server/lib/password.ts';
import { isCatalogued } from '#server/modules/apps/service.ts';
import { buildClaimInstructions } from '#server/modules/matches/instructions.ts';
import { offerTermsOf } from '#server/modules/matches/offer-terms.ts';

export const DEMO_PASSWORD = 'demo-password';
const DEMO_PEOPLE = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Freya', 'Arthur'];
const demoEmail = (name: string) => `${name.toLowerCase()}@demo.example.com`;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Adds demo people who share codes for the first apps of the catalogue and matches between them
 * in every status, so a newcomer sees a live marketplace. Does nothing when they exist already.
 * It writes and counts only the demo people's own rows: a database with real members keeps every
 * one of theirs as it was (a code paused by a moderation decision stays paused).
 */
export async function seedDemo(db: Db): Promise<{ users: number; matches: number } | null> {
  const emails = DEMO_PEOPLE.map(demoEmail);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (existing.length > 0) return null;

  const catalogue = await db
    .select()
    .from(apps)
    .where(and(sql`${apps.isActive}`, isCatalogued()))
    .orderBy(apps.name)
    .limit(6);
  if (catalogue.length < 3) throw new Error('Seed the catalogue before the demo data');
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(DEMO_PEOPLE.map((name) => ({ email: demoEmail(name), username: name.toLowerCase(), name, passwordHash })))
      .returning();

    // The first four people are referrers: each shares a code for three apps.
    const referrers = people.slice(0, 4);
    const codeRows = referrers.flatMap((person, personIndex) =>
      [0, 1, 2].map((offset) => {
        const app = catalogue[(personIndex + offset) % catalogue.length]!;
        const code = `${person.username.toUpperCase().slice(0, 4)}${app.name
          .replace(/[^A-Za-z]/g, '')
          .toUpperCase()
          .slice(0, 4)}${personIndex}${offset}`;
        return { userId: person.id, appId: app.id, code, referralLink: `${app.appUrl.replace(/\/$/, '')}/invite/${code}` };
      }),
    );
    await tx.insert(userApps).values(codeRows.map(({ userId, appId }) => ({ userId, appId, owns: true })));
    const codes = await tx.insert(referralCodes).values(codeRows).returning();

    // The other four are referees, with one match in each status between them.
    const referees = people.slice(4);
    const statuses = ['ASSIGNED', 'USER_MARKED_DONE', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'ASSIGNED', 'COMPLETED'] as const;
    const now = Date.now();
    const matchRows = statuses.map((status, index) => {
      const code = codes[index % codes.length]!;
      const app = catalogue.find((candidate) => candidate.id === code.appId)!;
      const referee = referees[index % referees.length]!;
      const createdAt = new Date(now - (index + 2) * DAY);
      const done = status === 'COMPLETED' || status === 'CONFIRMED';
      const marked = done || status === 'USER_MARKED_DONE';
      return {
        appId: app.id,
        referralCodeId: code.id,
        referrerId: code.userId,
        refereeId: referee.id,
        status,
        code: code.code,
        referralLink: code.referralLink,
        instructions: buildClaimInstructions(app, code.code),
        termsAtClaim: offerTermsOf(app),
        refereeConfirmedReceipt: done,
        referrerConfirmedReceipt: status === 'COMPLETED',
        actualRefereeRewardAmountPence: done ? (app.refereeRewardAmountPence ?? app.refereeRewardMinPence) : null,
        actualReferrerRewardAmountPence: status === 'COMPLETED' ? (app.referrerRewardAmountPence ?? app.referrerRewardMinPence) : null,
        rewardCountdownStartedAt: marked ? new Date(createdAt.getTime() + DAY) : null,
        completedAt: status === 'COMPLETED' ? new Date(createdAt.getTime() + 2 * DAY) : null,
        cancelledAt: status === 'CANCELLED' ? new Date(createdAt.getTime() + DAY) : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + DAY),
      };
    });
    const created = await tx.insert(matches).values(matchRows).returning();

    // Each demo code's uses are its matches that are not cancelled, as the matching engine keeps them;
    // and each demo referee's count of matches. Nobody else's rows are touched.
    const demoCodeIds = codes.map((code) => code.id);
    const demoRefereeIds = referees.map((referee) => referee.id);
    await tx.execute(sql`
      UPDATE referral_codes rc
      SET current_uses = used.uses,
          status = CASE WHEN used.uses >= rc.max_uses THEN 'USED'::referral_code_status ELSE 'ASSIGNED'::referral_code_status END,
          last_matched_at = used.last_matched
      FROM (SELECT referral_code_id AS id, count(*)::int AS uses, max(created_at) AS last_matched
            FROM matches WHERE status <> 'CANCELLED' AND referral_code_id IN ${demoCodeIds} GROUP BY referral_code_id) used
      WHERE rc.id = used.id`);
    await tx.execute(sql`
      UPDATE users u SET matches_used = counted.total
      FROM (SELECT referee_id AS id, count(*)::int AS total FROM matches WHERE status <> 'CANCELLED' AND referee_id IN ${demoRefereeIds} GROUP BY referee_id) counted
      WHERE u.id = counted.id`);

    const appName = new Map(catalogue.map((app) => [app.id, app.name]));
    await tx.insert(notifications).values(
      created
        .filter((match) => match.status !== 'CANCELLED')
        .map((match) => ({
          userId: match.referrerId!,
          matchId: match.id,
          type: match.status === 'COMPLETED' ? 'REFERRAL_COMPLETED' : 'REFERRAL_CLAIMED',
          title: match.status === 'COMPLETED' ? 'Referral completed' : 'Your referral code was claimed',
          message:
            match.status === 'COMPLETED'
              ? `A referral with your ${appName.get(match.appId)} code is complete.`
              : `Someone is signing up to ${appName.get(match.appId)} with your code.`,
          status: match.status === 'COMPLETED' ? ('READ' as const) : ('UNREAD' as const),
          readAt: match.status === 'COMPLETED' ? new Date() : null,
          createdAt: match.createdAt,
        })),
    );
    return { users: people.length, matches: created.length };
  });
}
