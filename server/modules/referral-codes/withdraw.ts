import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { matches, referralCodes } from '#server/db/schema.ts';

/**
 * Takes a code out of the marketplace. A code no match ever used is deleted outright; one with
 * matches is kept as WITHDRAWN so those matches keep their history and can still be finished.
 */
export async function withdrawCode(tx: DbOrTx, codeId: string): Promise<void> {
  const [used] = await tx.select({ count: sql<number>`count(*)::int` }).from(matches).where(eq(matches.referralCodeId, codeId));
  if ((used?.count ?? 0) === 0) {
    await tx.delete(referralCodes).where(eq(referralCodes.id, codeId));
    return;
  }
  await tx.update(referralCodes).set({ status: 'WITHDRAWN', updatedAt: new Date() }).where(eq(referralCodes.id, codeId));
}
