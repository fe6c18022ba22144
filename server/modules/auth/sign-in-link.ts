import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import type { Db } from '#server/db/client.ts';
import { signInLinks, users } from '#server/db/schema.ts';
import { BadRequestError } from '#server/lib/errors.ts';
import { newLinkToken } from '#server/lib/link-tokens.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { TokenScope } from '#server/lib/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signInLinkMail } from '../mail/messages.ts';
import { takeLinkToken } from './take-link-token.ts';
import type { UserRow } from './user-dto.ts';
import { checkSecondFactor } from './second-factor.ts';

/** Where a sign-in link opens: the product's page, or the administrator area's. */
const LINK_PAGE: Record<TokenScope, string> = { user: '/sign-in-link', admin: '/admin/sign-in-link' };

/**
 * Sends the account's owner a sign-in link, while it refuses unknown browsers: at most one every
 * SIGN_IN_LINK_MINUTES (a guesser cannot flood the inbox), written to the outbox in the same
 * transaction as the link. An inactive account, or one that is not an administrator for the admin
 * area, is sent nothing; the caller answers the same sentence either way.
 */
export async function sendSignInLink(db: Db, mailer: Mailer, account: Pick<UserRow, 'id' | 'isActive' | 'isAdmin'>, scope: TokenScope): Promise<void> {
  if (!account.isActive || (scope === 'admin' && !account.isAdmin)) return;
  const wrote = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, email: users.email, name: users.name, username: users.username })
      .from(users)
      .where(eq(users.id, account.id))
      .for('update');
    if (!owner) return false;
    const [recent] = await tx
      .select({ id: signInLinks.id })
      .from(signInLinks)
      .where(and(eq(signInLinks.userId, owner.id), gt(signInLinks.createdAt, sql`now() - make_interval(mins => ${SIGN_IN_LINK_MINUTES})`)))
      .orderBy(desc(signInLinks.createdAt))
      .limit(1);
    if (recent) return false;
    const { token, hash } = newLinkToken();
    await tx.delete(signInLinks).where(eq(signInLinks.userId, owner.id));
    await tx.insert(signInLinks).values({ userId: owner.id, tokenHash: hash, scope, expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES})` });
    const link = mailer.link(`${LINK_PAGE[scope]}?token=${encodeURIComponent(token)}`);
    await mailer.enqueue(tx, { ...signInLinkMail(owner, link), to: owner.email, userId: owner.id });
    return true;
  });
  if (wrote) mailer.wake();
}

/**
 * Opens a sign-in link: single use, SIGN_IN_LINK_MINUTES long, for the area it was sent for, and
 * only for an account that may still sign in there. Answers the account; the caller signs the
 * browser in and trusts it as a device of the account. Anything else is 400.
 */
export async function takeSignInLink(db: Db, secondFactorBox: SecretBox, token: string, scope: TokenScope, otp?: string): Promise<UserRow> {
  const account = await db.transaction(async (tx) => {
    const found = await takeLinkToken(tx, signInLinks, token);
    if (!found?.live || found.row.scope !== scope) return null;
    const [row] = await tx
      .update(users)
      .set({ lastLoginAt: new Date() })
      .where(and(eq(users.id, found.row.userId), eq(users.isActive, true)))
      .returning();
    if (!row || (scope === 'admin' && !row.isAdmin)) return null;
    // An administrator with a second factor gives its code here too; refused, the link is not used up.
    if (scope === 'admin') await checkSecondFactor(tx, secondFactorBox, row, otp);
    return row;
  });
  if (!account) throw new BadRequestError(SIGN_IN_LINK_UNUSABLE);
  return account;
}
