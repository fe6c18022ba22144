import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '#server/lib/errors.ts';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '#server/lib/password.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { TokenScope, TokenService } from '#server/lib/tokens.ts';
import type { Device } from './device-cookie.ts';
import { recordTrace } from '../flags/traces.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendSignInLink } from './sign-in-link.ts';
import { SignInRefused, type SignInThrottle } from './sign-in-throttle.ts';
import type { UserRow } from './user-dto.ts';
import { issueSessionToken } from './sessions.ts';
import { checkSecondFactor } from './second-factor.ts';

const INCORRECT_CREDENTIALS = 'Incorrect email or password';
const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';
const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact support if you think this is a mistake.';

export type SignInRequest = {
  /** `user`: by e-mail, for the product; `admin`: by username or e-mail, administrators only. */
  scope: TokenScope;
  identifier: string;
  password: string;
  clientAddress: string;
  /** The device this browser presented, if any: it keeps its own allowance for its own account. */
  device: Device | null;
  /** The browser's device id from this sign-in on (device-cookie.ts), kept with where the account signed in from. */
  deviceId: string;
  /** How the browser describes itself, for the list of sessions. */
  userAgent?: string;
  /** An administrator's second step, when their second factor is on: the app's code or a recovery code. */
  otp?: string;
};

export type SignedIn = { row: UserRow; accessToken: string };

function findAccount(db: Db, scope: TokenScope, identifier: string): Promise<UserRow | undefined> {
  const byEmail = sql`lower(${users.email}) = lower(${identifier})`;
  const condition = scope === 'user' ? byEmail : or(sql`lower(${users.username}) = lower(${identifier})`, byEmail);
  return db
    .select()
    .from(users)
    .where(condition)
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * A password sign-in, for the product or the administrator area: throttled per account (and client
 * or trusted device), the attempt counted before its password is checked; the same answer whether
 * the account is unknown or the password wrong (an account without the admin right answers as a
 * wrong password does there); a browser the account refuses for too many failures elsewhere is
 * told a sign-in link is on its way to the account's address, and the owner is sent one; a hash
 * from before Argon2id is made again, and the token is at the account's session version.
 */
export async function signIn(
  db: Db,
  tokens: TokenService,
  secondFactorBox: SecretBox,
  throttle: SignInThrottle,
  mailer: Mailer,
  request: SignInRequest,
): Promise<SignedIn> {
  const { scope, identifier, password, clientAddress, device } = request;
  const row = await findAccount(db, scope, identifier);
  const attempt = {
    account: row?.id ?? `unknown ${identifier.toLowerCase()}`,
    client: clientAddress,
    device: row && device?.userId === row.id ? device.deviceId : null,
  };
  try {
    await throttle.admit(attempt);
  } catch (error) {
    if (error instanceof SignInRefused && error.unknownBrowser && row) await sendSignInLink(db, mailer, row, scope);
    throw error;
  }

  // A wrong password keeps the place its attempt took.
  const valid = row ? await verifyPassword(password, row.passwordHash) : await verifyAgainstDecoy(password);
  if (!row || !valid || (scope === 'admin' && !row.isAdmin)) throw new UnauthorizedError(scope === 'admin' ? INVALID_ADMIN_CREDENTIALS : INCORRECT_CREDENTIALS);
  // A missing or wrong code keeps the attempt's place too: six digits are guessed no faster than a password.
  if (scope === 'admin') await checkSecondFactor(db, secondFactorBox, row, request.otp);
  await throttle.recordSuccess(attempt);
  if (!row.isActive) throw new ForbiddenError(ACCOUNT_DEACTIVATED);

  // A hash from before Argon2id (or at an older cost) is made again now that the password is at hand.
  const upgraded = needsRehash(row.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  return db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(users)
      .set({ lastLoginAt: new Date(), ...upgraded })
      .where(eq(users.id, row.id))
      .returning();
    await recordTrace(tx, row.id, 'SIGN_IN', { address: clientAddress, deviceId: request.deviceId });
    const accessToken = await issueSessionToken(tx, tokens, signedIn!, scope, request.userAgent);
    return { row: signedIn!, accessToken };
  });
}
