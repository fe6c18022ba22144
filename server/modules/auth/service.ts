import { eq, sql } from 'drizzle-orm';
import type { RegisterBody, User } from '#contract/auth/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, isUniqueViolation } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { runNamed } from '#server/db/prepared.ts';
import { hashPassword } from '#server/lib/password.ts';
import { isPaidFeaturesEnabled, PAID_FEATURES_ENABLED_SQL, paidFeaturesEnabledSql } from '../settings/service.ts';
import type { Account } from '#server/plugins/accounts.ts';
import { toUserDto, userJsonSqlText, type UserRow } from './user-dto.ts';
import { sendVerification } from './email-verification.ts';
import type { Mailer } from '../mail/mailer.ts';
import { refuseCommonPassword } from '#server/lib/common-passwords.ts';
import { recordTrace, type SeenFrom } from '../flags/traces.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is already taken';
export const NO_ACCOUNT = 'Your account no longer exists';

/**
 * What an authenticated request reads of its caller's account (plugins/accounts.ts remembers it),
 * prepared once per connection rather than parsed and planned each time.
 */
export function accountReader(db: Db): (id: string) => Promise<Account | undefined> {
  const accountById = db
    .select({ id: users.id, isActive: users.isActive, isAdmin: users.isAdmin, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('authenticate_account');
  return async (id) => (await accountById.execute({ id }))[0];
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The account as its owner reads it, with the paid-features switch read in the same statement (one
 * round trip), mapped by `toUserDto`: the answer to confirming one's eligibility, and the mapping
 * `readAccountJson` (what `GET /api/auth/me` and the dashboard read) is held to.
 */
export async function getUser(db: DbOrTx, id: string): Promise<User> {
  const [found] = await db
    .select({ row: users, paidFeatures: paidFeaturesEnabledSql() })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_by_id')
    .execute({ id });
  if (!found) throw new NotFoundError(NO_ACCOUNT);
  return toUserDto(found.row, found.paidFeatures);
}

export const ACCOUNT_JSON = {
  name: 'account_json_by_id',
  text: `SELECT ${userJsonSqlText('u', PAID_FEATURES_ENABLED_SQL)}::text AS body FROM users u WHERE u.id = $1`,
};

/**
 * `getUser`'s answer written by the database as JSON, for `GET /api/auth/me`, read on every visit:
 * one named statement and no row to map.
 */
export async function readAccountJson(db: DbOrTx, id: string): Promise<JsonText<User>> {
  const [row] = await runNamed<{ body: string }>(db, ACCOUNT_JSON.name, ACCOUNT_JSON.text, [id]);
  if (!row) throw new NotFoundError(NO_ACCOUNT);
  return new JsonText(row.body);
}

/** Records that the member confirmed they are 18 or over and live in the UK; the first confirmation's time is kept. */
export async function confirmEligibility(db: Db, id: string): Promise<User> {
  await db
    .update(users)
    .set({ eligibilityConfirmedAt: sql`coalesce(${users.eligibilityConfirmedAt}, now())` })
    .where(eq(users.id, id));
  return getUser(db, id);
}

/** 409 when another account has this e-mail, in any letter case. */
export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (taken && taken.id !== exceptUserId) throw new ConflictError(EMAIL_TAKEN);
}

/** Turns a unique index's refusal (two writes raced past the checks) into the same 409 the checks answer. */
function rethrowUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_lower_key')) throw new ConflictError(EMAIL_TAKEN);
  if (isUniqueViolation(error, 'users_username_lower_key')) throw new ConflictError(USERNAME_TAKEN);
  throw error;
}

/**
 * Creates the account and, in the same transaction, mails the link that verifies its address and
 * notes where it was registered from (a sign of self-referral, flags/signs.ts).
 */
export async function register(db: Db, mailer: Mailer, body: RegisterBody, seenFrom: SeenFrom): Promise<User> {
  refuseCommonPassword(body.password);
  await assertEmailFree(db, body.email);
  const [usernameTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${body.username})`);
  if (usernameTaken) throw new ConflictError(USERNAME_TAKEN);

  const passwordHash = await hashPassword(body.password);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: body.email,
          username: body.username,
          name: body.name || null,
          passwordHash,
          eligibilityConfirmedAt: body.eligibility_confirmed ? new Date() : null,
        })
        .returning();
      await sendVerification(tx, mailer, created!, created!.email, false);
      await recordTrace(tx, created!.id, 'REGISTRATION', seenFrom);
      return created!;
    });
    mailer.wake();
    return toUserDto(row, await isPaidFeaturesEnabled(db));
  } catch (error) {
    // Two registrations raced past the checks above; the unique indexes decide.
    rethrowUniqueViolation(error);
  }
}
