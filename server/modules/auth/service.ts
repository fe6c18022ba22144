import { eq, or, sql } from 'drizzle-orm';
import type { PasswordChangeBody, ProfileBody, RegisterBody, User } from '../../../contract/auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { matches, referralCodes, users } from '../../db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password.ts';
import { cancelMatchesInProgress } from '../matches/cancel-in-progress.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { toUserDto, type UserRow } from './user-dto.ts';

export const INCORRECT_CREDENTIALS = 'Incorrect email or password';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact support if you think this is a mistake.';
const EMAIL_TAKEN = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is already taken';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function getUser(db: DbOrTx, id: string): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFoundError('Your account no longer exists');
  return toUserDto(row, await isPaidFeaturesEnabled(db));
}

async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (taken && taken.id !== exceptUserId) throw new ConflictError(EMAIL_TAKEN);
}

function rethrowUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_lower_key')) throw new ConflictError(EMAIL_TAKEN);
  if (isUniqueViolation(error, 'users_username_lower_key')) throw new ConflictError(USERNAME_TAKEN);
  throw error;
}

export async function register(db: Db, body: RegisterBody): Promise<User> {
  await assertEmailFree(db, body.email);
  const [usernameTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${body.username})`);
  if (usernameTaken) throw new ConflictError(USERNAME_TAKEN);

  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ email: body.email, username: body.username, name: body.name || null, passwordHash })
      .returning();
    return toUserDto(row!, await isPaidFeaturesEnabled(db));
  } catch (error) {
    // Two registrations raced past the checks above; the unique indexes decide.
    rethrowUniqueViolation(error);
  }
}

/**
 * Checks a password sign-in; the same answer whether the account is unknown or the password wrong.
 * `adminOnly`: an account without the admin right answers as a wrong password does, and its
 * sign-in is not recorded.
 */
export async function authenticate(
  db: Db,
  where: 'email' | 'username_or_email',
  identifier: string,
  password: string,
  { adminOnly = false }: { adminOnly?: boolean } = {},
): Promise<UserRow> {
  const condition =
    where === 'email'
      ? sql`lower(${users.email}) = lower(${identifier})`
      : or(sql`lower(${users.username}) = lower(${identifier})`, sql`lower(${users.email}) = lower(${identifier})`);
  const [row] = await db.select().from(users).where(condition).limit(1);
  const valid = row ? await verifyPassword(password, row.passwordHash) : await verifyAgainstDecoy(password);
  if (!row || !valid || (adminOnly && !row.isAdmin)) throw new UnauthorizedError(INCORRECT_CREDENTIALS);
  if (!row.isActive) throw new ForbiddenError(ACCOUNT_DEACTIVATED);
  const [signedIn] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id)).returning();
  return signedIn!;
}

export async function updateProfile(db: Db, userId: string, body: ProfileBody): Promise<User> {
  await assertEmailFree(db, body.email, userId);
  try {
    const [row] = await db
      .update(users)
      .set({ email: body.email, name: body.name || null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new NotFoundError('Your account no longer exists');
    return toUserDto(row, await isPaidFeaturesEnabled(db));
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}

export async function changePassword(db: Db, userId: string, body: PasswordChangeBody): Promise<void> {
  const row = await findUserById(db, userId);
  if (!row) throw new NotFoundError('Your account no longer exists');
  if (!(await verifyPassword(body.current_password, row.passwordHash))) {
    throw new ForbiddenError('Your current password is incorrect');
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
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

    const cancelled = await cancelMatchesInProgress(tx, or(eq(matches.refereeId, userId), eq(matches.referrerId, userId))!, (match) => {
      const other = match.refereeId === userId ? match.referrerId : match.refereeId;
      if (!other || other === userId) return [];
      return [{ userId: other, message: `Your ${match.appName} match was cancelled because the other person closed their account.` }];
    });

    if (cancelled.length > 0) {
      // A referee's cancelled claim gives the use back to the referrer's code (when the code stays).
      await tx.execute(sql`
        UPDATE referral_codes rc
        SET current_uses = rc.current_uses - freed.uses,
            status = CASE WHEN rc.current_uses - freed.uses = 0 THEN 'UNUSED'::referral_code_status ELSE 'ASSIGNED'::referral_code_status END,
            updated_at = now()
        FROM (
          SELECT referral_code_id AS id, count(*)::int AS uses FROM matches
          WHERE id IN (${sql.join(
            cancelled.map((m) => sql`${m.id}`),
            sql`, `,
          )}) AND referee_id = ${userId} AND referral_code_id IS NOT NULL
          GROUP BY referral_code_id
        ) freed
        WHERE rc.id = freed.id AND rc.user_id <> ${userId} AND rc.status <> 'WITHDRAWN'`);
    }
    // Their codes go first: left to the cascade, the two foreign keys from matches (to the code
    // and to the user) are cleared in an order PostgreSQL's checks refuse.
    await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
