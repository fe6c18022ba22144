import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';

/** A match just cancelled, as the release needs it. */
export type ReleasedClaim = { id: string; refereeId: string | null; referralCodeId: string | null; wasAssigned: boolean };

/**
 * Inside the cancelling transaction: gives back what the cancelled claims held. Each gives its use
 * back to its code (a code's `current_uses` is the count of its matches that are not cancelled),
 * and one cancelled while still ASSIGNED, before any sign-up was marked, gives its use back to the
 * referee's plan counter too (docs/decisions/marketplace.md, "Cancelling").
 */
export async function releaseClaims(tx: Tx, claims: readonly ReleasedClaim[]): Promise<void> {
  const withCode = claims.filter((claim) => claim.referralCodeId !== null);
  if (withCode.length > 0) {
    await tx.execute(sql`
      UPDATE referral_codes rc
      SET current_uses = greatest(rc.current_uses - freed.uses, 0),
          status = CASE WHEN rc.status NOT IN ('UNUSED', 'ASSIGNED', 'USED') THEN rc.status
                        WHEN rc.current_uses - freed.uses <= 0 THEN 'UNUSED'::referral_code_status
                        ELSE 'ASSIGNED'::referral_code_status END,
          updated_at = now()
      FROM (SELECT id, count(*)::int AS uses FROM unnest(${uuidArray(withCode.map((claim) => claim.referralCodeId!))}) AS id GROUP BY id) freed
      WHERE rc.id = freed.id`);
  }
  const beforeSignUp = claims.filter((claim) => claim.wasAssigned && claim.refereeId !== null);
  if (beforeSignUp.length > 0) {
    await tx.execute(sql`
      UPDATE users u
      SET matches_used = greatest(u.matches_used - freed.uses, 0)
      FROM (SELECT id, count(*)::int AS uses FROM unnest(${uuidArray(beforeSignUp.map((claim) => claim.refereeId!))}) AS id GROUP BY id) freed
      WHERE u.id = freed.id`);
  }
}

/** A uuid[] of bound ids; repeats stay, so each claim on the same code or referee counts. */
function uuidArray(ids: readonly string[]) {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}
