import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import type { emailVerificationTokens, passwordResetTokens, signInLinks } from '#server/db/schema.ts';
import { hashLinkToken } from '#server/lib/link-tokens.ts';

type LinkTokenTable = typeof passwordResetTokens | typeof emailVerificationTokens | typeof signInLinks;

/**
 * Takes an e-mailed link's token out of its table, inside the caller's transaction: every link of
 * the account goes with it (single use, the newest only), so a second opening finds nothing.
 * Answers the row and whether it was still in time, or undefined for a token nobody was sent.
 */
export async function takeLinkToken<Table extends LinkTokenTable>(tx: Tx, table: Table, token: string) {
  const [found] = await tx
    .select({ row: table as LinkTokenTable, live: sql<boolean>`${table.expiresAt} > now()` })
    .from(table as LinkTokenTable)
    .where(eq(table.tokenHash, hashLinkToken(token)))
    .for('update');
  if (!found) return undefined;
  await tx.delete(table).where(eq(table.userId, found.row.userId));
  return found as { row: Table['$inferSelect']; live: boolean };
}
