import { eq, or, sql } from 'drizzle-orm';
import type { User } from '#contract/auth/schema.ts';
import type { PasswordChangeBody, ProfileBody } from '#contract/profile/schema.ts';
import type { Db } from '#server/db/client.ts';
import { matches, referralCodes, users } from '#server/db/schema.ts';
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { assertEmailFree, findUserById } from '../auth/service.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { cancelMatchesInProgress } from '../matches/cancel-in-progress.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailChangeRequestedMail, passwordChangedMail } from '../mail/messages.ts';
import { refuseWhenLinksSentThisHour, sendVerification } from '../auth/email-verification.ts';
import type { SignInThrottle } from '../auth/sign-in-throttle.ts';
import { refuseCommonPassword } from '#server/lib/common-passwords.ts';

/**
 * Changes the name at once. A new e-mail address takes effect only when its owner opens the link
 * sent to it (`pending_email` until then); the old address is told, in case it was not its owner.
 * Giving the current address again drops a pending change. Links count toward the hour's
 * verification links (429 past them, nothing changed).
 */
export async function updateProfile(db: Db, mailer: Mailer, userId: string, body: ProfileBody): Promise<User> {
  await assertEmailFree(db, body.email, userId);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw new NotFoundError('Your account no longer exists');
    const sameAddress = body.email.toLowerCase() === current.email.toLowerCase();
    const newAddress = !sameAddress && body.email.toLowerCase() !== current.pendingEmail?.toLowerCase();
    if (newAddress) await refuseWhenLinksSentThisHour(tx, userId);
    const [updated] = await tx
      .update(users)
      .set({ name: body.name || null, pendingEmail: sameAddress ? null : body.email, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (newAddress) {
      await sendVerification(tx, mailer, updated!, body.email, true);
      await mailer.enqueue(tx, { ...emailChangeRequestedMail(updated!, body.email, mailer.link('/onboarding?mode=login')), to: current.email, userId });
    }
    return { updated: updated!, wrote: newAddress };
  });
  if (row.wrote) mailer.wake();
  return toUserDto(row.updated, await isPaidFeaturesEnabled(db));
}

/**
 * Changes the password (the current one checked, five wrong a quarter of an hour) and ends every session of the account (the session version moves on; every
 * process hears of it through migration 0011's trigger), and in the same transaction mails the
 * account's address that its password changed. Answers the new version, for the token that keeps
 * the caller signed in.
 */
export async function changePassword(db: Db, mailer: Mailer, throttle: SignInThrottle, userId: string, body: PasswordChangeBody): Promise<number> {
  refuseCommonPassword(body.new_password);
  const row = await findUserById(db, userId);
  if (!row) throw new NotFoundError('Your account no longer exists');
  // Counted as sign-ins are, so a stolen session cannot guess the password it lacks.
  if (!(await throttle.checkPassword(userId, () => verifyPassword(body.current_password, row.passwordHash)))) {
    throw new ForbiddenError('Your current password is incorrect');
  }
  const passwordHash = await hashPassword(body.new_password);
  const version = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion, email: users.email, name: users.name, username: users.username });
    if (!changed) throw new NotFoundError('Your account no longer exists');
    await mailer.enqueue(tx, { ...passwordChangedMail(changed, mailer.link('/onboarding?mode=login')), to: changed.email, userId });
    return changed.sessionVersion;
  });
  mailer.wake();
  return version;
}

/**
 * Closes an account in one transaction: matches still in progress are cancelled and the other
 * party told; then the user row goes, taking their apps, codes and notifications with it
 * (finished matches keep their history with this party left blank).
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) throw new NotFoundError('Your account no longer exists');

    await cancelMatchesInProgress(tx, 'ACCOUNT_CLOSED', or(eq(matches.refereeId, userId), eq(matches.referrerId, userId))!, (match) => {
      const other = match.refereeId === userId ? match.referrerId : match.refereeId;
      if (!other || other === userId) return [];
      return [{ userId: other, message: `Your ${match.appName} match was cancelled because the other person closed their account.` }];
    });

    // Their codes go first: left to the cascade, the two foreign keys from matches (to the code
    // and to the user) are cleared in an order PostgreSQL's checks refuse.
    await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
