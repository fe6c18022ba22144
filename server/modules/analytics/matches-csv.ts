import { MATCHES_CSV_MAX_ROWS } from '#contract/analytics/rules.ts';
import { CANCEL_REASON_TEXT, MATCH_STATUS_LABEL, rewardDueAtSqlText, type CancelReason, type MatchRole, type MatchStatus } from '#contract/matches/rules.ts';
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

/** A moment in UTC as spreadsheets read a date and time ("2026-03-18 09:05:00"), in SQL. */
const utc = (moment: string) => `to_char(${moment} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

function pounds(pence: number | null): string | null {
  return pence === null ? null : (pence / 100).toFixed(2);
}

/** One match as the statement reads it: its moments already written as the file writes them. */
export type MatchesCsvRow = {
  id: string;
  claimed_at: string;
  app_name: string;
  role: MatchRole;
  status: MatchStatus;
  code: string;
  marked_at: string | null;
  due_at: string | null;
  first_confirmed_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: CancelReason | null;
  confirmed: boolean;
  amount_pence: number | null;
};

/** The newest MATCHES_CSV_MAX_ROWS matches of the member `member` (an SQL expression) in one role, by claim (each role's own index). */
function newestAs(member: string, role: MatchRole): string {
  const side = role === 'referee' ? 'referee' : 'referrer';
  return `(SELECT m.id, ${utc('m.created_at')} AS claimed_at, m.created_at, a.name AS app_name, '${role}' AS role, m.status, m.code,
          ${utc('m.reward_countdown_started_at')} AS marked_at,
          ${utc(rewardDueAtSqlText('m.reward_countdown_started_at', 'a.reward_waiting_period_days'))} AS due_at,
          ${utc('m.first_confirmed_at')} AS first_confirmed_at, ${utc('m.completed_at')} AS completed_at, ${utc('m.cancelled_at')} AS cancelled_at,
          m.cancel_reason, m.${side}_confirmed_receipt AS confirmed, m.actual_${side}_reward_amount_pence AS amount_pence
   FROM matches m JOIN apps a ON a.id = m.app_id
   WHERE m.${side}_id = ${member}
   ORDER BY m.created_at DESC
   LIMIT ${MATCHES_CSV_MAX_ROWS})`;
}

/**
 * The member's matches in both roles, newest claim first, as one JSON array of rows, for the member
 * whose id is the SQL expression `member` (none for a null one): at most the newest
 * MATCHES_CSV_MAX_ROWS (each role's newest that many, merged and cut again), so the file stays a
 * few megabytes whoever asks.
 */
export function matchesCsvSqlText(member: string): string {
  return `SELECT coalesce(json_agg(newest ORDER BY newest.created_at DESC, newest.role), '[]'::json) FROM (
    SELECT * FROM (${newestAs(member, 'referee')} UNION ALL ${newestAs(member, 'referrer')}) both_roles
    ORDER BY created_at DESC, role
    LIMIT ${MATCHES_CSV_MAX_ROWS}) newest`;
}

function toFields(row: MatchesCsvRow): CsvValue[] {
  return [
    row.id,
    row.claimed_at,
    row.app_name,
    ROLE_WORDS[row.role],
    MATCH_STATUS_LABEL[row.status],
    row.code,
    row.marked_at,
    row.due_at,
    row.first_confirmed_at,
    row.completed_at,
    row.cancelled_at,
    row.cancel_reason ? CANCEL_REASON_TEXT[row.cancel_reason] : null,
    row.confirmed ? 'Yes' : 'No',
    row.confirmed ? pounds(row.amount_pence) : null,
  ];
}

/** The member's matches, as `matchesCsvSqlText` read them, as a CSV file. */
export function matchesCsvOf(rows: MatchesCsvRow[]): string {
  return toCsv(HEADER, rows.map(toFields));
}
