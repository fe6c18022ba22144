import { MATCHES_CSV_MAX_ROWS } from '#contract/analytics/rules.ts';
import { CANCEL_REASON_TEXT, MATCH_STATUS_LABEL, rewardDueAtSqlText, type MatchRole } from '#contract/matches/rules.ts';
import { sqlStringLiteral } from '#server/db/json-sql.ts';
import { csvFieldSqlLiteral, csvFieldSqlText, toCsv } from './csv.ts';

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

/** A moment in UTC as spreadsheets read a date and time ("2026-03-18 09:05:00"), as its field (nothing for null), in SQL. */
const utc = (moment: string) => `coalesce(to_char(${moment} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'), '')`;

/** A CASE over the SQL expression `key` giving each key's fixed text as its field (nothing for null). */
function fieldOf<Key extends string>(key: string, texts: Record<Key, string>): string {
  const cases = Object.entries<string>(texts).map(([value, text]) => `WHEN ${sqlStringLiteral(value)} THEN ${csvFieldSqlLiteral(text)}`);
  return `CASE ${key} ${cases.join(' ')} ELSE '' END`;
}

/**
 * The file's line for match `m` of app `a` seen in `role`, in SQL: the header's fields in order,
 * each as `csvField` writes it, ended by CRLF. The caller's own reward in pounds (two decimals)
 * only once they confirmed it.
 */
function lineSqlText(role: MatchRole): string {
  const side = role === 'referee' ? 'referee' : 'referrer';
  const fields = [
    'm.id::text',
    utc('m.created_at'),
    csvFieldSqlText('a.name'),
    csvFieldSqlLiteral(ROLE_WORDS[role]),
    fieldOf('m.status', MATCH_STATUS_LABEL),
    csvFieldSqlText('m.code'),
    utc('m.reward_countdown_started_at'),
    utc(rewardDueAtSqlText('m.reward_countdown_started_at', 'a.reward_waiting_period_days')),
    utc('m.first_confirmed_at'),
    utc('m.completed_at'),
    utc('m.cancelled_at'),
    fieldOf('m.cancel_reason', CANCEL_REASON_TEXT),
    `CASE WHEN m.${side}_confirmed_receipt THEN 'Yes' ELSE 'No' END`,
    // Never negative (matches_actual_rewards_non_negative), so never a formula's sign.
    `CASE WHEN m.${side}_confirmed_receipt THEN coalesce((m.actual_${side}_reward_amount_pence::numeric / 100)::numeric(12, 2)::text, '') ELSE '' END`,
  ];
  return `${fields.join(` || ',' || `)} || E'\\r\\n'`;
}

/** The newest MATCHES_CSV_MAX_ROWS matches of the member `member` (an SQL expression) in one role, by claim (each role's own index), each as its line. */
function newestAs(member: string, role: MatchRole): string {
  const side = role === 'referee' ? 'referee' : 'referrer';
  return `(SELECT m.created_at, '${role}' AS role, ${lineSqlText(role)} AS line
   FROM matches m JOIN apps a ON a.id = m.app_id
   WHERE m.${side}_id = ${member}
   ORDER BY m.created_at DESC
   LIMIT ${MATCHES_CSV_MAX_ROWS})`;
}

/**
 * The lines of the member's matches in both roles, newest claim first, as one text, for the member
 * whose id is the SQL expression `member` (none for a null one): at most the newest
 * MATCHES_CSV_MAX_ROWS (each role's newest that many, merged and cut again), so the file stays a
 * few megabytes whoever asks. The database writes the lines: the app sends them as they come.
 */
export function matchesCsvLinesSqlText(member: string): string {
  return `SELECT coalesce(string_agg(newest.line, '' ORDER BY newest.created_at DESC, newest.role), '') FROM (
    SELECT * FROM (${newestAs(member, 'referee')} UNION ALL ${newestAs(member, 'referrer')}) both_roles
    ORDER BY created_at DESC, role
    LIMIT ${MATCHES_CSV_MAX_ROWS}) newest`;
}

/** The file: the header's line, then the lines `matchesCsvLinesSqlText` wrote. */
export function matchesCsvOf(lines: string): string {
  return `${toCsv(HEADER, [])}${lines}`;
}
