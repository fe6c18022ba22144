/** Runs SQL and answers its rows: a pg client or an embedded PGlite, whichever holds the data. */
export type RunQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * What must hold in the data whatever happened to the processes writing it. Each query answers
 * the rows that break the rule, so an empty answer means it holds.
 */
const INVARIANTS: Record<string, string> = {
  "a code's current_uses is the number of its matches that are not cancelled": `
    SELECT rc.id, rc.current_uses, (SELECT count(*)::int FROM matches m WHERE m.referral_code_id = rc.id AND m.status <> 'CANCELLED') AS counted
    FROM referral_codes rc
    WHERE rc.current_uses <> (SELECT count(*) FROM matches m WHERE m.referral_code_id = rc.id AND m.status <> 'CANCELLED')`,
  'no code is used more than its max_uses': `
    SELECT id, current_uses, max_uses FROM referral_codes WHERE current_uses > max_uses OR current_uses < 0`,
  "a code's status agrees with its uses": `
    SELECT id, status, current_uses, max_uses FROM referral_codes
    WHERE status <> 'WITHDRAWN'
      AND status::text <> CASE WHEN current_uses = 0 THEN 'UNUSED' WHEN current_uses >= max_uses THEN 'USED' ELSE 'ASSIGNED' END`,
  "no referee holds more of an app's codes than its max_uses_per_user": `
    SELECT m.referee_id, m.app_id, count(*)::int AS held, a.max_uses_per_user
    FROM matches m JOIN apps a ON a.id = m.app_id
    WHERE m.status <> 'CANCELLED' AND m.referee_id IS NOT NULL AND a.max_uses_per_user IS NOT NULL
    GROUP BY m.referee_id, m.app_id, a.max_uses_per_user
    HAVING count(*) > a.max_uses_per_user`,
  // A claim cancelled before any sign-up was marked gives its use back (reward_countdown_started_at
  // is set by marking the sign-up and cleared by undoing it, and a referee cancels only before).
  "a user's matches_used counts every claim they made, less those cancelled before sign-up": `
    SELECT u.id, u.matches_used, counted.claims
    FROM users u
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS claims FROM matches m
      WHERE m.referee_id = u.id AND NOT (m.status = 'CANCELLED' AND m.reward_countdown_started_at IS NULL)
    ) counted
    WHERE u.matches_used <> counted.claims`,
  'every match has its app, code and parties, and the code is the referrer’s for that app': `
    SELECT m.id FROM matches m
    LEFT JOIN apps a ON a.id = m.app_id
    LEFT JOIN referral_codes rc ON rc.id = m.referral_code_id
    LEFT JOIN users referrer ON referrer.id = m.referrer_id
    LEFT JOIN users referee ON referee.id = m.referee_id
    WHERE a.id IS NULL
       OR (m.referral_code_id IS NOT NULL AND (rc.id IS NULL OR rc.app_id <> m.app_id OR rc.user_id IS DISTINCT FROM m.referrer_id OR rc.code <> m.code))
       OR (m.referrer_id IS NOT NULL AND referrer.id IS NULL)
       OR (m.referee_id IS NOT NULL AND referee.id IS NULL)
       OR m.referrer_id = m.referee_id`,
  "a match's status has the timestamps and confirmations that go with it": `
    SELECT id, status FROM matches
    WHERE (status = 'CANCELLED' AND cancelled_at IS NULL)
       OR (status <> 'CANCELLED' AND cancelled_at IS NOT NULL)
       OR (status IN ('USER_MARKED_DONE', 'COMPLETED', 'CONFIRMED') AND reward_countdown_started_at IS NULL)
       OR (status IN ('COMPLETED', 'CONFIRMED') AND completed_at IS NULL)
       OR (status = 'COMPLETED' AND NOT (referrer_confirmed_receipt OR referee_confirmed_receipt))
       OR ((referrer_confirmed_receipt OR referee_confirmed_receipt) AND first_confirmed_at IS NULL)`,
  'every claim told its referrer, exactly once': `
    SELECT m.id, (SELECT count(*)::int FROM notifications n WHERE n.match_id = m.id AND n.type = 'REFERRAL_CLAIMED' AND n.user_id = m.referrer_id) AS told
    FROM matches m
    WHERE m.referrer_id IS NOT NULL
      AND (SELECT count(*) FROM notifications n WHERE n.match_id = m.id AND n.type = 'REFERRAL_CLAIMED' AND n.user_id = m.referrer_id) <> 1`,
  'every cancellation told the referrer': `
    SELECT m.id FROM matches m
    WHERE m.status = 'CANCELLED' AND m.referrer_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.match_id = m.id AND n.type = 'MATCH_CANCELLED' AND n.user_id = m.referrer_id)`,
  'every notification belongs to a user, and one about a match to a party of it': `
    SELECT n.id FROM notifications n
    LEFT JOIN users u ON u.id = n.user_id
    LEFT JOIN matches m ON m.id = n.match_id
    WHERE u.id IS NULL
       OR (n.match_id IS NOT NULL AND (m.id IS NULL OR n.user_id NOT IN (m.referrer_id, m.referee_id)))`,
  'every referral code has its owner and app, and an offered one is among its owner’s apps': `
    SELECT rc.id FROM referral_codes rc
    LEFT JOIN users u ON u.id = rc.user_id
    LEFT JOIN apps a ON a.id = rc.app_id
    WHERE u.id IS NULL OR a.id IS NULL
       OR (rc.status <> 'WITHDRAWN' AND NOT EXISTS (SELECT 1 FROM user_apps ua WHERE ua.user_id = rc.user_id AND ua.app_id = rc.app_id))`,
  'every user app and waiting request has its user and app': `
    SELECT 'user_apps' AS kind, ua.id FROM user_apps ua
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = ua.user_id) OR NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = ua.app_id)
    UNION ALL
    SELECT 'claim_requests', cr.id FROM claim_requests cr
    WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = cr.user_id) OR NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = cr.app_id)
       OR (cr.match_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.id = cr.match_id))`,
};

/** Every broken invariant with up to three of the rows that break it; empty when all hold. */
export async function brokenInvariants(query: RunQuery): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, sql] of Object.entries(INVARIANTS)) {
    const rows = await query(sql);
    if (rows.length > 0) broken.push(`${rule}: ${rows.length} row(s), e.g. ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return broken;
}

/** A match as the database holds it, for checking what was acknowledged against it. */
export type StoredMatch = {
  id: string;
  status: string;
  referee_id: string | null;
  referrer_id: string | null;
  app_id: string;
  code: string;
  referrer_confirmed_receipt: boolean;
  referee_confirmed_receipt: boolean;
};

/** What a 2xx answer said about a match: its state at that moment. */
export type AcknowledgedMatch = {
  id: string;
  status: string;
  refereeId?: string;
  appId?: string;
  code?: string;
  referrerConfirmed?: boolean;
  refereeConfirmed?: boolean;
  /** Which call said so, for the failure message. */
  by: string;
};

/** Statuses only move forward here (no undo is sent), so a later state never ranks below an acknowledged one. */
const RANK: Record<string, number> = { ASSIGNED: 0, USER_MARKED_DONE: 1, COMPLETED: 2, CONFIRMED: 2, CANCELLED: 2 };
const FINAL = new Set(['COMPLETED', 'CONFIRMED', 'CANCELLED']);

/** Every acknowledged state that the stored data has lost or contradicts. */
export function lostAcknowledgements(acknowledged: AcknowledgedMatch[], stored: Map<string, StoredMatch>): string[] {
  const lost: string[] = [];
  for (const ack of acknowledged) {
    const row = stored.get(ack.id);
    const where = `${ack.by} acknowledged match ${ack.id} as ${ack.status}`;
    if (!row) {
      lost.push(`${where}, and it is gone`);
      continue;
    }
    if ((RANK[row.status] ?? -1) < (RANK[ack.status] ?? 0)) lost.push(`${where}, and it is back at ${row.status}`);
    if (FINAL.has(ack.status) && row.status !== ack.status) lost.push(`${where}, and it is now ${row.status}`);
    if (ack.status !== 'CANCELLED' && row.status === 'CANCELLED' && RANK[ack.status]! > 0) lost.push(`${where}, and it is now CANCELLED`);
    if (ack.refereeId !== undefined && row.referee_id !== ack.refereeId) lost.push(`${where} for referee ${ack.refereeId}, and it names ${row.referee_id}`);
    if (ack.appId !== undefined && row.app_id !== ack.appId) lost.push(`${where} for app ${ack.appId}, and it names ${row.app_id}`);
    if (ack.code !== undefined && row.code !== ack.code) lost.push(`${where} with code ${ack.code}, and it holds ${row.code}`);
    if (ack.referrerConfirmed && !row.referrer_confirmed_receipt) lost.push(`${where} with the referrer's receipt confirmed, and it is not`);
    if (ack.refereeConfirmed && !row.referee_confirmed_receipt) lost.push(`${where} with the referee's receipt confirmed, and it is not`);
  }
  return lost;
}

export const STORED_MATCHES_SQL = `SELECT id, status::text, referee_id, referrer_id, app_id, code, referrer_confirmed_receipt, referee_confirmed_receipt FROM matches`;
