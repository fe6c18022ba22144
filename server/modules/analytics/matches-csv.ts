import { desc, eq } from 'drizzle-orm';
import { MATCHES_CSV_MAX_ROWS } from '#contract/analytics/rules.ts';
import { CANCEL_REASON_TEXT, MATCH_STATUS_LABEL, rewardDueAt, type MatchRole } from '#contract/matches/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { apps, matches } from '#server/db/schema.ts';
import { toCsv, type CsvValue } from './csv.ts';

const HEADER = [
  'Match',
  'Claimed at (UTC)',
  'App',
  'Your role',
  'Status',
  'Code',
  'Sign-up marked at (UTC)',
  'Reward due (UTC)',
  'First reward confirmed at (UTC)',
  'Completed at (UTC)',
  'Cancelled at (UTC)',
  'Why cancelled',
  'You confirmed your reward',
  'Your reward (GBP)',
] as const;

const ROLE_WORDS: Record<MatchRole, string> = { referrer: 'Referrer (your code)', referee: 'Referee (you signed up)' };

/** "2026-03-18 09:05:00": a moment in UTC as spreadsheets read a date and time. */
function utc(moment: Date | null): string | null {
  return moment ? moment.toISOString().slice(0, 19).replace('T', ' ') : null;
}

function pounds(pence: number | null): string | null {
  return pence === null ? null : (pence / 100).toFixed(2);
}

const columns = {
  match: matches,
  appName: apps.name,
  waitingPeriodDays: apps.rewardWaitingPeriodDays,
};
type Row = { match: typeof matches.$inferSelect; appName: string; waitingPeriodDays: number | null };

/** The person's newest matches in one role, by claim (each role's own index). */
function newestAs(db: DbOrTx, userId: string, role: MatchRole): Promise<Row[]> {
  return db
    .select(columns)
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .where(eq(role === 'referee' ? matches.refereeId : matches.referrerId, userId))
    .orderBy(desc(matches.createdAt))
    .limit(MATCHES_CSV_MAX_ROWS);
}

function toFields({ match, appName, waitingPeriodDays }: Row, role: MatchRole): CsvValue[] {
  const confirmed = role === 'referrer' ? match.referrerConfirmedReceipt : match.refereeConfirmedReceipt;
  const amount = role === 'referrer' ? match.actualReferrerRewardAmountPence : match.actualRefereeRewardAmountPence;
  return [
    match.id,
    utc(match.createdAt),
    appName,
    ROLE_WORDS[role],
    MATCH_STATUS_LABEL[match.status],
    match.code,
    utc(match.rewardCountdownStartedAt),
    utc(rewardDueAt(match.rewardCountdownStartedAt, waitingPeriodDays)),
    utc(match.firstConfirmedAt),
    utc(match.completedAt),
    utc(match.cancelledAt),
    match.cancelReason ? CANCEL_REASON_TEXT[match.cancelReason] : null,
    confirmed ? 'Yes' : 'No',
    confirmed ? pounds(amount) : null,
  ];
}

/**
 * The caller's matches in both roles as a CSV file, newest claim first: at most the newest
 * MATCHES_CSV_MAX_ROWS (each role's newest that many, merged and cut again), so the file stays a
 * few megabytes whoever asks.
 */
export async function matchesCsv(db: DbOrTx, userId: string): Promise<string> {
  const [asReferee, asReferrer] = await Promise.all([newestAs(db, userId, 'referee'), newestAs(db, userId, 'referrer')]);
  const rows = [...asReferee.map((row) => ({ row, role: 'referee' as const })), ...asReferrer.map((row) => ({ row, role: 'referrer' as const }))]
    .sort((a, b) => b.row.match.createdAt.getTime() - a.row.match.createdAt.getTime())
    .slice(0, MATCHES_CSV_MAX_ROWS);
  return toCsv(
    HEADER,
    rows.map(({ row, role }) => toFields(row, role)),
  );
}
