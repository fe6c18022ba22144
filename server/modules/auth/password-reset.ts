import { and, count, eq, gt, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES, RESET_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import type { Db } from '#server/db/client.ts';
import { passwordResetRequests, passwordResetTokens, users } from '#server/db/schema.ts';
import { hashLinkToken, newLinkToken } from '#server/lib/link-tokens.ts';
import { BadRequestError } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/password.ts';
import type { Mailer } from '../mail/mailer.ts';
import { takeLinkToken } from './take-link-token.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/messages.ts';
import type { UserRow } from './user-dto.ts';
import { refuseCommonPassword } from '#server/lib/common-passwords.ts';

/** Reset links one address (so one account) is sent an hour at most; asking more answers the same and sends nothing. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * Asked to reset the password of whoever uses `email`. Whether or not an account does, the same
 * rows are written first (the request, for the per-address count) and the caller answers the same
 * sentence, so neither the answer nor its work tells who has an account. An active account under
 * its hourly limit gets a new link (32 random bytes, kept only as a hash, an hour long), which
 * replaces any earlier one, and the message goes into the outbox in the same transaction.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string): Promise<void> {
  // Kept one-way, as link tokens are: the table never holds the addresses people typed.
  const addressHash = hashLinkToken(email.trim().toLowerCase());
  const wrote = await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ count: count() })
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.addressHash, addressHash), gt(passwordResetRequests.createdAt, sql`now() - interval '1 hour'`)));
    await tx.insert(passwordResetRequests).values({ addressHash });
    const [account] = await tx
      .select({ id: users.id, email: users.email, name: users.name, username: users.username, isActive: users.isActive })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .for('update');
    if (!account || !account.isActive || (recent?.count ?? 0) >= RESETS_PER_ACCOUNT_PER_HOUR) return false;
    const { token, hash } = newLinkToken();
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
    await tx.insert(passwordResetTokens).values({
      userId: account.id,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
    });
    const link = mailer.link(`/reset-password?token=${encodeURIComponent(token)}`);
    await mailer.enqueue(tx, { ...passwordResetMail(account, link), to: account.email, userId: account.id });
    return true;
  });
  if (wrote) mailer.wake();
}

/**
 * Sets a new password with a reset link's token: single use (every link of the account goes), an
 * hour long, the newest only. The session version moves on, so every other session ends, and a
 * notice that the password changed goes to the account's address. Answers the account as it is
 * now, for the sign-in answer. A token that is made up, used, expired or replaced is 400.
 */
export async function confirmPasswordReset(db: Db, mailer: Mailer, token: string, newPassword: string): Promise<UserRow> {
  // Before the token is taken: the link still works for a better password.
  refuseCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const account = await db.transaction(async (tx) => {
    const found = await takeLinkToken(tx, passwordResetTokens, token);
    if (!found) throw new BadRequestError(RESET_LINK_UNUSABLE);
    if (!found.live) return null;
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, lastLoginAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, found.row.userId), eq(users.isActive, true)))
      .returning();
    if (!changed) return null;
    await mailer.enqueue(tx, { ...passwordChangedMail(changed, mailer.link('/onboarding?mode=login')), to: changed.email, userId: changed.id });
    return changed;
  });
  // An expired link (or a deactivated account's) is gone now too, and refused like a used one.
  if (!account) throw new BadRequestError(RESET_LINK_UNUSABLE);
  mailer.wake();
  return account;
}

/**
 * Whether a reset link's token can still be used (sent, not used, not replaced, in time), without
 * using it: the screen says a used or expired link is so before asking for a new password. 400 when not.
 */
export async function checkPasswordResetLink(db: Db, token: string): Promise<void> {
  const [live] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashLinkToken(token)), gt(passwordResetTokens.expiresAt, sql`now()`)));
  if (!live) throw new BadRequestError(RESET_LINK_UNUSABLE);
}
