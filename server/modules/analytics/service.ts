import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_PREMIUM_ONLY, monthsUpTo, REWARD_MONTHS, weekStarts } from '#contract/analytics/rules.ts';
import type { AnalyticsSummary } from '#contract/analytics/schema.ts';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { users } from '#server/db/schema.ts';
import { NotFoundError, PaymentRequiredError } from '#server/lib/errors.ts';
import { paidFeaturesEnabledSql } from '../settings/service.ts';
import { isPremium } from '../subscription/plan.ts';
import { refereeFigures } from './referee-figures.ts';
import { matchesCsv } from './matches-csv.ts';
import { referrerFigures } from './referrer-figures.ts';

/** The caller's plan and the paid-features switch, in one read. */
const planQuery = preparedPerDatabase((db) =>
  db
    .select({ subscriptionStatus: users.subscriptionStatus, subscriptionExpiresAt: users.subscriptionExpiresAt, paidFeatures: paidFeaturesEnabledSql() })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('analytics_plan'),
);

/**
 * Analytics is Premium's while paid features are on: a Free account (or an expired Premium) is
 * refused with 402. With paid features off everyone has it (user-side.md §1).
 */
async function requireAnalytics(db: Db, userId: string, now: Date): Promise<void> {
  const [account] = await planQuery(db).execute({ userId });
  if (!account) throw new NotFoundError('Your account no longer exists');
  if (account.paidFeatures && !isPremium(account, now)) throw new PaymentRequiredError(ANALYTICS_PREMIUM_ONLY);
}

/** The caller's figures as a referrer and as a referee, counted from their matches now; claims over the last `weeks` weeks. */
export async function getAnalyticsSummary(db: Db, userId: string, weeks: number, now = new Date()): Promise<AnalyticsSummary> {
  await requireAnalytics(db, userId, now);
  const [asReferrer, asReferee] = await Promise.all([
    referrerFigures(db, userId, weekStarts(now, weeks), monthsUpTo(now, REWARD_MONTHS)),
    refereeFigures(db, userId, now),
  ]);
  return { weeks, generated_at: now.toISOString(), as_referrer: asReferrer, as_referee: asReferee };
}

/** The caller's matches as a CSV file, under the same rule as the figures. */
export async function getMatchesCsv(db: Db, userId: string, now = new Date()): Promise<string> {
  await requireAnalytics(db, userId, now);
  return matchesCsv(db, userId);
}
