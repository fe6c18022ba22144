/**
 * Administrators' second factor (docs/decisions/admin.md, "A second factor"): time-based one-time
 * passwords (RFC 6238: six digits, 30-second steps, SHA-1, as every authenticator app reads them),
 * checked by otplib with one step of clock drift either way, each code taken once; and ten
 * single-use recovery codes, kept as hashes. The secret is kept sealed (server/lib/secret-box.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { OTP_REQUIRED, RECOVERY_CODE_COUNT } from '#contract/admin/rules.ts';
import type { SecondFactorEnabled, SecondFactorSetup, SecondFactorState } from '#contract/admin/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { adminRecoveryCodes, users } from '#server/db/schema.ts';
import { SecretBox } from '#server/lib/secret-box.ts';
import { ConflictError, NotFoundError, UnauthorizedError, UnprocessableError } from '#server/lib/errors.ts';
import type { UserRow } from './user-dto.ts';
import { recordAudit } from '../admin/audit/record.ts';

const ISSUER = 'Referral Exchange';
/** RFC 6238's step, as every authenticator app uses it. */
const STEP_SECONDS = 30;
/** One step either way: a phone's clock a little off, or a code typed as it turned over. */
const DRIFT_SECONDS = STEP_SECONDS;

/** The time step a code matched at: now's step, moved by how many steps away it was. */
const stepOf = (epoch: number, delta: number) => Math.floor(epoch / STEP_SECONDS) + delta;
const WRONG_SETUP_CODE = 'That code did not match: enter the code your authenticator app shows now';

/** The time the codes are checked at, in seconds: the clock, unless a test fixes it. */
export type Clock = () => number;
const systemClock: Clock = () => Math.floor(Date.now() / 1000);

/** What second-factor secrets are sealed for: the key derived from the server's root secret for them alone. */
export const SECOND_FACTOR_PURPOSE = 'administrators second-factor secrets';

/**
 * The box second-factor secrets are sealed in: under SECOND_FACTOR_KEY when it is set, so that
 * JWT_SECRET can change without them, those sealed under JWT_SECRET before it was set still opening
 * (sealStoredSecrets seals them again under it at the start); under JWT_SECRET otherwise.
 */
export function secondFactorBoxFor(secondFactorKey: string | undefined, jwtSecret: string): SecretBox {
  return secondFactorKey ? new SecretBox(secondFactorKey, SECOND_FACTOR_PURPOSE, [jwtSecret]) : new SecretBox(jwtSecret, SECOND_FACTOR_PURPOSE);
}

/**
 * The secret as the codes are checked against: opened, or as it was kept before secrets were sealed
 * (base32, sealed at its next use or the server's next start). Null when it does not open: sealed
 * under another root secret (the key's setting changed), so no app code matches until it is reset.
 */
function readSecret(box: SecretBox, stored: string, userId: string): string | null {
  return SecretBox.isSealed(stored) ? box.open(stored, userId) : stored;
}

/** A stored secret to seal (again) under the current key, in plain text: kept as it was, or opened only by an earlier key; else null. */
function toSealAgain(box: SecretBox, stored: string, owner: string): string | null {
  if (!SecretBox.isSealed(stored)) return stored;
  return box.sealedEarlier(stored, owner) ? box.open(stored, owner) : null;
}

/** The second-factor secrets kept in one column: only administrators have them, a handful of rows (users_admin_or_second_factor_idx). */
export const storedSecrets = (db: Db, column: 'totpSecret' | 'totpPendingSecret') =>
  db.select({ id: users.id, stored: users[column] }).from(users).where(isNotNull(users[column]));

/**
 * Seals the second-factor secrets still kept as they are (from before sealing), and seals again under
 * the current key those sealed under an earlier one (before SECOND_FACTOR_KEY was set); each once,
 * whichever process gets there first. Answers how many it wrote.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
    const kept = await storedSecrets(db, column);
    for (const { id, stored } of kept) {
      if (!stored) continue;
      const plain = toSealAgain(box, stored, id);
      if (plain === null) continue;
      const done = await db
        .update(users)
        .set({ [column]: box.seal(plain, id) })
        .where(and(eq(users.id, id), eq(users[column], stored)))
        .returning({ id: users.id });
      sealed += done.length;
    }
  }
  return sealed;
}

/** A recovery code as it is kept: capitals, no dashes or spaces, hashed. */
function recoveryHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}

/** Ten characters from an alphabet without look-alikes, shown as two groups of five: "K7QXM-3PZRA". */
function newRecoveryCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

async function adminRow(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError('Your account no longer exists');
  return row;
}

/**
 * Whether the administrator's second factor works: on, and its secret opens with this server's key.
 * One sealed under another root secret (JWT_SECRET changed) takes only recovery codes; it counts as
 * off, so its owner, signed in with one, sets up a new one (even the only administrator).
 */
function working(box: SecretBox, row: UserRow): boolean {
  return row.totpEnabledAt !== null && row.totpSecret !== null && readSecret(box, row.totpSecret, row.id) !== null;
}

/** Whether a sign-in of this administrator has a working second factor, and must set one up (production, none yet). */
export function secondFactorState(box: SecretBox, row: UserRow, production: boolean): SecondFactorState {
  const enabled = working(box, row);
  return { enabled, setup_required: production && row.isAdmin && !enabled };
}

/** The signed-in administrator's second factor, as GET /api/admin/2fa answers it. */
export async function secondFactorStateOf(db: Db, box: SecretBox, userId: string, production: boolean): Promise<SecondFactorState> {
  return secondFactorState(box, await adminRow(db, userId), production);
}

/** A new secret for the administrator's app, kept aside until a code from the app confirms it. */
export async function setUpSecondFactor(db: Db, box: SecretBox, userId: string): Promise<SecondFactorSetup> {
  const row = await adminRow(db, userId);
  if (working(box, row)) throw new ConflictError('The second factor is already on for this account');
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: box.seal(secret, userId) })
    .where(eq(users.id, userId));
  return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: row.username, secret }) };
}

/** A code from the app for the secret set aside: the second factor is on, and ten recovery codes are made (answered once, kept hashed). */
export async function enableSecondFactor(db: Db, box: SecretBox, userId: string, code: string, clock: Clock = systemClock): Promise<SecondFactorEnabled> {
  const row = await adminRow(db, userId);
  if (working(box, row)) throw new ConflictError('The second factor is already on for this account');
  const pending = row.totpPendingSecret && readSecret(box, row.totpPendingSecret, userId);
  if (!pending) throw new ConflictError('Set up the second factor first: scan its QR code, then enter a code');
  const now = clock();
  const result = await verify({ secret: pending, token: code, epoch: now, epochTolerance: DRIFT_SECONDS });
  if (!result.valid) throw new UnprocessableError(WRONG_SETUP_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const [turnedOn] = await tx
      .update(users)
      .set({ totpSecret: box.seal(pending, userId), totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: stepOf(now, result.delta) })
      // Off as it was read, or still the secret that no longer opens, which this one replaces.
      .where(and(eq(users.id, userId), row.totpSecret === null ? isNull(users.totpEnabledAt) : eq(users.totpSecret, row.totpSecret)))
      .returning({ id: users.id });
    if (!turnedOn) throw new ConflictError('The second factor is already on for this account');
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx.insert(adminRecoveryCodes).values(codes.map((recovery) => ({ userId, codeHash: recoveryHash(recovery) })));
    // Who turned it on, and when, for the other administrators (never the secret or the codes).
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.second_factor_on',
      entityType: 'user',
      entityId: userId,
      before: { second_factor: false },
      after: { second_factor: true },
    });
  });
  return { recovery_codes: codes };
}

/**
 * The second step of an administrator's sign-in with the second factor on: the app's code (a time
 * step after the last one taken, so each works once, even when two sign-ins race) or an unused
 * recovery code (used up by this). Anything else is 401 "Enter the 6-digit code from your
 * authenticator app".
 */
export async function checkSecondFactor(db: DbOrTx, box: SecretBox, row: UserRow, otp: string | undefined, clock: Clock = systemClock): Promise<void> {
  if (!row.totpSecret) return;
  const typed = otp?.trim() ?? '';
  if (/^\d{6}$/.test(typed)) {
    const secret = readSecret(box, row.totpSecret, row.id);
    const now = clock();
    const result = secret ? await verify({ secret, token: typed, epoch: now, epochTolerance: DRIFT_SECONDS }) : null;
    if (secret && result?.valid) {
      const step = stepOf(now, result.delta);
      const [taken] = await db
        .update(users)
        // A secret kept from before sealing is sealed as it is used.
        .set({ totpLastStep: step, ...(SecretBox.isSealed(row.totpSecret) ? {} : { totpSecret: box.seal(secret, row.id) }) })
        .where(and(eq(users.id, row.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      if (taken) return;
    }
  } else if (typed.length > 0) {
    const [used] = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(adminRecoveryCodes.userId, row.id), eq(adminRecoveryCodes.codeHash, recoveryHash(typed)), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    if (used) return;
  }
  throw new UnauthorizedError(OTP_REQUIRED);
}
