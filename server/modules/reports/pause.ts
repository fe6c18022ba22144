import { eq, sql } from 'drizzle-orm';
import { statusForUses } from '#contract/referral-codes/rules.ts';
import { DEAD_CODE_REASONS, REPORT_REASON_LABEL, REPORTS_TO_PAUSE, type ReportReason } from '#contract/reports/rules.ts';
import { queryRows, type Tx } from '#server/db/client.ts';
import { notifications, referralCodes } from '#server/db/schema.ts';
import { endClaimsOnCode, type NextCodeWanted } from '../referral-codes/end-claims.ts';

type ReportedMatch = { id: string; appName: string };

/**
 * Inside the report's transaction: when different referees have now reported the code dead
 * (DEAD_CODE_REASONS) REPORTS_TO_PAUSE times since its link last changed or the team last restored
 * it, it leaves the marketplace at once (PAUSED: not offered, claimed or handed to waiting demand)
 * and its owner is told why. Its claims not yet signed up for end (endClaimsOnCode: answered, to be
 * offered the next code once the transaction commits); matches past sign-up are left. Dismissed
 * reports do not count. The code's row is locked first, so two reports at once are counted one
 * after the other.
 */
export async function pauseIfReportedDead(tx: Tx, codeId: string, match: ReportedMatch): Promise<NextCodeWanted[]> {
  const [code] = await tx
    .select({ userId: referralCodes.userId, status: referralCodes.status, countFrom: referralCodes.reportsCountFrom })
    .from(referralCodes)
    .where(eq(referralCodes.id, codeId))
    .for('update');
  if (!code || code.status === 'PAUSED' || code.status === 'WITHDRAWN') return [];
  const reasons = sql.join(
    DEAD_CODE_REASONS.map((reason) => sql`${reason}::report_reason`),
    sql`, `,
  );
  const reported = await queryRows<{ referee: string; reason: ReportReason }>(
    tx,
    sql`SELECT DISTINCT ON (coalesce(r.reporter_id::text, r.id::text)) coalesce(r.reporter_id::text, r.id::text) AS referee, r.reason
        FROM matches m JOIN reports r ON r.match_id = m.id
        WHERE m.referral_code_id = ${codeId} AND r.reporter_role = 'referee' AND r.reason IN (${reasons})
          AND r.status <> 'DISMISSED' AND r.created_at >= coalesce(${code.countFrom}::timestamptz, '-infinity'::timestamptz)
        ORDER BY coalesce(r.reporter_id::text, r.id::text), r.created_at`,
  );
  if (reported.length < REPORTS_TO_PAUSE) return [];
  await tx.update(referralCodes).set({ status: 'PAUSED', updatedAt: new Date() }).where(eq(referralCodes.id, codeId));
  const why = DEAD_CODE_REASONS.filter((reason) => reported.some((row) => row.reason === reason))
    .map((reason) => `“${REPORT_REASON_LABEL[reason].toLowerCase()}”`)
    .join(' and ');
  await tx.insert(notifications).values({
    userId: code.userId,
    matchId: match.id,
    type: 'CODE_PAUSED',
    title: `Your ${match.appName} code was paused`,
    message: `${reported.length} people who used your ${match.appName} code reported ${why}, so it is out of the marketplace. Replace its link on My Referral Codes to offer it again, or the team will restore it if the reports were wrong.`,
  });
  return endClaimsOnCode(tx, codeId, 'CODE_PAUSED', (appName) => `The ${appName} code you claimed was paused after people reported ${why}.`);
}

/**
 * Puts a paused code back on offer with the status its uses give it; reports that it was dead count
 * toward a new pause only from now on.
 */
export async function unpauseCode(tx: Tx, codeId: string): Promise<'UNUSED' | 'ASSIGNED' | 'USED'> {
  const [code] = await tx
    .select({ currentUses: referralCodes.currentUses, maxUses: referralCodes.maxUses })
    .from(referralCodes)
    .where(eq(referralCodes.id, codeId));
  const status = statusForUses(code!.currentUses, code!.maxUses);
  await tx
    .update(referralCodes)
    .set({ status, reportsCountFrom: sql`now()`, updatedAt: new Date() })
    .where(eq(referralCodes.id, codeId));
  return status;
}
