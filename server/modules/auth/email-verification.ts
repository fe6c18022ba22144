import { and, count, eq, gt, sql } from 'drizzle-orm';
import { EMAIL_VERIFIED, VERIFY_LINK_HOURS, VERIFY_LINK_UNUSABLE, VERIFY_RESENDS_PER_HOUR } from '#contract/auth/rules.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { emailVerificationTokens, mailOutbox, users } from '#server/db/schema.ts';
import { newLinkToken } from '#server/lib/link-tokens.ts';
import { BadRequestError, ConflictError, NotFoundError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { takeLinkToken } from './take-link-token.ts';
import { verifyEmailMail } from '../mail/messages.ts';

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Inside the caller's transaction: a new verification link for `email` (the account's own address,
 * or the new one it asked for), replacing any earlier link of the account, and its message in the outbox.
 */
export async function sendVerification(
  tx: DbOrTx,
  mailer: Mailer,
  account: { id: string; name: string | null; username: string },
  email: string,
  isNewAddress: boolean,
): Promise<void> {
  const { token, hash } = newLinkToken();
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, account.id));
  await tx.insert(emailVerificationTokens).values({
    userId: account.id,
    email,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(hours => ${VERIFY_LINK_HOURS})`,
  });
  const link = mailer.link(`/verify-email?token=${encodeURIComponent(token)}`);
  await mailer.enqueue(tx, { ...verifyEmailMail(account, link, isNewAddress), to: email, userId: account.id });
}

/**
 * Opens a verification link: the account's address is verified, or the new address it asked for
 * becomes its address (unless another account has taken it meanwhile: 409). Single use; a made-up,
 * used, expired or replaced link is 400. No sign-in needed: the link may be opened on another device.
 */
export async function verifyEmail(db: Db, token: string): Promise<{ detail: string }> {
  const outcome = await db.transaction(async (tx) => {
    const link = await takeLinkToken(tx, emailVerificationTokens, token);
    if (!link) throw new BadRequestError(VERIFY_LINK_UNUSABLE);
    const found = { ...link.row, live: link.live };
    if (!found.live) return null;
    const [account] = await tx.select().from(users).where(eq(users.id, found.userId)).for('update');
    if (!account) return null;
    if (account.email.toLowerCase() === found.email.toLowerCase()) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`now()`, updatedAt: new Date() })
        .where(eq(users.id, account.id));
      return { detail: EMAIL_VERIFIED };
    }
    if (account.pendingEmail?.toLowerCase() !== found.email.toLowerCase()) return null;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${found.email})`);
    if (taken) throw new ConflictError(EMAIL_TAKEN);
    await tx
      .update(users)
      .set({ email: found.email, pendingEmail: null, emailVerifiedAt: sql`now()`, updatedAt: new Date() })
      .where(eq(users.id, account.id));
    return { detail: `Your e-mail address is now ${found.email}.` };
  });
  if (!outcome) throw new BadRequestError(VERIFY_LINK_UNUSABLE);
  return outcome;
}

/**
 * Inside a transaction that holds the account's row locked: refuses (429) a verification link past
 * VERIFY_RESENDS_PER_HOUR an hour, whether asked for again or for a new address on the profile (a
 * link goes to whatever address is given, so without it one member could mail any stranger).
 */
export async function refuseWhenLinksSentThisHour(tx: Tx, userId: string): Promise<void> {
  if ((await sentLastHour(tx, userId, 'verify_email')) >= VERIFY_RESENDS_PER_HOUR) {
    throw new TooManyRequestsError(`At most ${VERIFY_RESENDS_PER_HOUR} verification links are sent an hour. Please try again later.`, 3600);
  }
}

/** Messages of a kind sent to an account in the last hour. */
async function sentLastHour(db: DbOrTx, userId: string, kind: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind), gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`)));
  return row?.count ?? 0;
}

/**
 * Sends the signed-in person (or, from the admin area, an administrator for them) a new link: to
 * the new address they asked for, else to their own. 409 when there is nothing to verify; at most
 * VERIFY_RESENDS_PER_HOUR links an hour (429).
 */
export async function resendVerification(db: Db, mailer: Mailer, userId: string, alsoInTransaction?: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw new NotFoundError('There is no user with that id');
    if (account.emailVerifiedAt && !account.pendingEmail) throw new ConflictError('This e-mail address is already verified');
    await refuseWhenLinksSentThisHour(tx, userId);
    await sendVerification(tx, mailer, account, account.pendingEmail ?? account.email, account.pendingEmail !== null);
    await alsoInTransaction?.(tx);
  });
  mailer.wake();
}
