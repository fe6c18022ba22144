import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { matches, referralCodes } from '#server/db/schema.ts';
import { endClaimsOnCode, type NextCodeWanted } from './end-claims.ts';

/**
 * Takes a code out of the marketplace. A code no match ever used is deleted outright; one with
 * matches is kept as WITHDRAWN so those matches keep their history. Its claims not yet signed up
 * for end (CODE_WITHDRAWN, their referees told, no plan match lost, waiting for the next code:
 * offerNextCodes after the transaction); matches past sign-up can still be finished.
 */
export async function withdrawCode(tx: Tx, codeId: string): Promise<NextCodeWanted[]> {
  const [used] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(matches)
    .where(eq(matches.referralCodeId, codeId));
  if ((used?.count ?? 0) === 0) {
    await tx.delete(referralCodes).where(eq(referralCodes.id, codeId));
    return [];
  }
  await tx.update(referralCodes).set({ status: 'WITHDRAWN', updatedAt: new Date() }).where(eq(referralCodes.id, codeId));
  return endClaimsOnCode(
    tx,
    codeId,
    'CODE_WITHDRAWN',
    (appName) => `The ${appName} code you claimed was taken off the marketplace before you marked the sign-up.`,
  );
}
