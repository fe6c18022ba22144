import { ANALYTICS_PREMIUM_ONLY, monthsUpTo, REWARD_MONTHS, weekStarts } from '#contract/analytics/rules.ts';
import type { AnalyticsSummary } from '#contract/analytics/schema.ts';
import type { Db } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { NotFoundError, PaymentRequiredError } from '#server/lib/errors.ts';
import { PAID_FEATURES_ENABLED_SQL } from '../settings/service.ts';
import { isPremium } from '../subscription/plan.ts';
import { refereeFiguresOf, refereeFiguresSqlText, type RefereeRows } from './referee-figures.ts';
import { matchesCsvLinesSqlText, matchesCsvOf } from './matches-csv.ts';
import { referrerFiguresOf, referrerFiguresSqlText, type ReferrerRows } from './referrer-figures.ts';

/** The caller's plan and the paid-features switch, as the statement reads them (none when the account is gone). */
type Plan = { subscription_status: 'FREE' | 'PREMIUM' | null; subscription_expires_at: string | Date | null; paid_features: boolean | null };

/** What a statement of analytics reads: named subqueries (`with`), and the columns of its one row, each a JSON array. */
type Parts = { with?: Record<string, string>; columns: Record<string, string> };

/**
 * One statement for a screen of analytics: the caller's plan and the switch (`$1` the caller), and
 * the `parts` read for the member `member` names: the caller, unless paid features are on and
 * their stored plan is Free, who is refused without anything read (a stored Premium that has run
 * out is read, then refused by `requireAnalytics`).
 */
function analyticsStatement(parts: (member: string) => Parts): string {
  const member = `(SELECT id FROM caller WHERE subscription_status = 'PREMIUM' OR NOT paid_features)`;
  const { with: named = {}, columns } = parts(member);
  const subqueries = Object.entries(named).map(([name, text]) => `,\n    ${name} AS MATERIALIZED (${text})`);
  return `WITH caller AS MATERIALIZED (
      SELECT u.id, u.subscription_status, u.subscription_expires_at, ${PAID_FEATURES_ENABLED_SQL} AS paid_features FROM users u WHERE u.id = $1)${subqueries.join('')}
    SELECT caller.subscription_status, caller.subscription_expires_at, caller.paid_features,
      ${Object.entries(columns)
        .map(([column, text]) => `(${text}) AS ${column}`)
        .join(',\n      ')}
    FROM (SELECT) one LEFT JOIN caller ON true`;
}

/**
 * Analytics is Premium's while paid features are on: a Free account (or an expired Premium) is
 * refused with 402. With paid features off everyone has it (user-side.md §1).
 */
function requireAnalytics(plan: Plan, now: Date): void {
  if (plan.subscription_status === null) throw new NotFoundError('Your account no longer exists');
  const account = {
    subscriptionStatus: plan.subscription_status,
    subscriptionExpiresAt: plan.subscription_expires_at === null ? null : new Date(plan.subscription_expires_at),
  };
  if (plan.paid_features && !isPremium(account, now)) throw new PaymentRequiredError(ANALYTICS_PREMIUM_ONLY);
}

const SUMMARY = {
  name: 'analytics_summary',
  // `$2` the first Monday of the weeks asked for, `$3` the 1st of the first month of rewards.
  text: analyticsStatement((member) => {
    const [referrer, referee] = [referrerFiguresSqlText(member, '$2', '$3'), refereeFiguresSqlText(member)];
    return { with: { ...referrer.with, ...referee.with }, columns: { ...referrer.columns, ...referee.columns } };
  }),
};

/**
 * The caller's figures as a referrer and as a referee, counted from their matches now; claims over
 * the last `weeks` weeks. One statement: each of its lists is a small read of the caller's own
 * rows, where a round trip apiece cost more than the reads.
 */
export async function getAnalyticsSummary(db: Db, userId: string, weeks: number, now = new Date()): Promise<AnalyticsSummary> {
  const weekList = weekStarts(now, weeks);
  const monthList = monthsUpTo(now, REWARD_MONTHS);
  const [row] = await runNamed<Plan & ReferrerRows & RefereeRows>(db, SUMMARY.name, SUMMARY.text, [userId, weekList[0], `${monthList[0]}-01`]);
  requireAnalytics(row!, now);
  return {
    weeks,
    generated_at: now.toISOString(),
    as_referrer: referrerFiguresOf(row!, weekList, monthList),
    as_referee: refereeFiguresOf(row!, now),
  };
}

const CSV = { name: 'analytics_matches_csv', text: analyticsStatement((member) => ({ columns: { lines: matchesCsvLinesSqlText(member) } })) };

/** The caller's matches as a CSV file, under the same rule as the figures, in one statement. */
export async function getMatchesCsv(db: Db, userId: string, now = new Date()): Promise<string> {
  const [row] = await runNamed<Plan & { lines: string }>(db, CSV.name, CSV.text, [userId]);
  requireAnalytics(row!, now);
  return matchesCsvOf(row!.lines);
}
