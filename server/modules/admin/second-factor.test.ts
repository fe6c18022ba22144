import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { OTP_REQUIRED } from '#contract/admin/rules.ts';
import { adminRecoveryCodes, auditLog, mailOutbox, signInLinks, users } from '#server/db/schema.ts';
import { newLinkToken } from '#server/lib/link-tokens.ts';
import { TEST_PASSWORD, useTestApp, type TestUser } from '#server/test/helper.ts';
import { SecretBox } from '#server/lib/secret-box.ts';
import {
  SECOND_FACTOR_PURPOSE,
  checkSecondFactor,
  enableSecondFactor,
  sealStoredSecrets,
  secondFactorState,
  setUpSecondFactor,
} from '../auth/second-factor.ts';
import { expectError } from './test-fixtures.ts';

const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 1000 } });

const login = (username: string, otp?: string) =>
  t.request({ method: 'POST', url: '/api/admin/login', payload: { username, password: TEST_PASSWORD, ...(otp === undefined ? {} : { otp }) } });

/** An administrator with the second factor on: their secret and recovery codes. */
async function withSecondFactor(admin: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.as(admin).post('/api/admin/2fa/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await t.as(admin).post('/api/admin/2fa/enable', { code: await generate({ secret }) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recovery_codes: string[] }>().recovery_codes };
}

/** A code from a step other than now's, so it is not the one the set-up took. */
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe('an administrator without a second factor', () => {
  it('signs in with username and password, as the spec says; nothing asks for one outside production', async () => {
    const admin = await t.createAdmin();
    const signedIn = await login(admin.username);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ second_factor: { enabled: false, setup_required: false } });
    expect((await t.as(admin).get('/api/admin/2fa')).json()).toEqual({ enabled: false, setup_required: false });
  });

  it('is asked to set one up in production', async () => {
    const admin = await t.createAdmin();
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(secondFactorState(t.secondFactorBox, row!, true)).toEqual({ enabled: false, setup_required: true });
    const on = { ...row!, totpEnabledAt: new Date(), totpSecret: t.secondFactorBox.seal('JBSWY3DPEHPK3PXP', admin.id) };
    expect(secondFactorState(t.secondFactorBox, on, true)).toEqual({ enabled: true, setup_required: false });
  });
});

describe('turning the second factor on', () => {
  it('answers a secret and an otpauth address for any authenticator app, then ten recovery codes for a good code', async () => {
    const admin = await t.createAdmin();
    const setup = await t.as(admin).post('/api/admin/2fa/setup');
    const { secret, otpauth_url: url } = setup.json<{ secret: string; otpauth_url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(url).toMatch(new RegExp(`^otpauth://totp/Referral%20Exchange:${admin.username}\\?`));
    expect(new URL(url).searchParams.get('secret')).toBe(secret);

    expectError(await t.as(admin).post('/api/admin/2fa/enable', { code: '12345' }), 422, 'Enter the 6-digit code from your authenticator app');
    const wrong = String((Number(await generate({ secret })) + 1) % 1_000_000).padStart(6, '0');
    expectError(
      await t.as(admin).post('/api/admin/2fa/enable', { code: wrong }),
      422,
      'That code did not match: enter the code your authenticator app shows now',
    );
    expect((await t.as(admin).get('/api/admin/2fa')).json()).toMatchObject({ enabled: false });

    const enabled = await t.as(admin).post('/api/admin/2fa/enable', { code: await generate({ secret }) });
    const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect((await t.as(admin).get('/api/admin/2fa')).json()).toEqual({ enabled: true, setup_required: false });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'user.second_factor_on')));
    expect(audited).toMatchObject({ actorId: admin.id, entityType: 'user', after: { second_factor: true } });
    expectError(await t.as(admin).post('/api/admin/2fa/setup'), 409, 'The second factor is already on for this account');
  });

  it('needs a set-up first', async () => {
    const admin = await t.createAdmin();
    expectError(
      await t.as(admin).post('/api/admin/2fa/enable', { code: '123456' }),
      409,
      'Set up the second factor first: scan its QR code, then enter a code',
    );
  });

  it('is the administrators’ alone: a member’s token is refused', async () => {
    const member = await t.createUser();
    expect((await t.as(member).post('/api/admin/2fa/setup')).statusCode).toBe(403);
  });
});

describe('signing in with the second factor on', () => {
  it('answers 401 without a good code, then takes the app’s code once', async () => {
    const admin = await t.createAdmin();
    const { secret } = await withSecondFactor(admin);
    expectError(await login(admin.username), 401, OTP_REQUIRED);
    expectError(await login(admin.username, '000000'), 401, OTP_REQUIRED);
    // The password is still checked first: a wrong one says so, whatever the code.
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: admin.username, password: 'wrong-password', otp: await generate({ secret }) },
      }),
      401,
      'Invalid admin credentials',
    );

    // The next step's code (the set-up took this step's), within the step of drift allowed.
    const next = await codeAt(secret, Math.floor(Date.now() / 1000) + 30);
    const signedIn = await login(admin.username, next);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ second_factor: { enabled: true, setup_required: false } });
    // The same code again: refused, as would be any code of a step already taken.
    expectError(await login(admin.username, next), 401, OTP_REQUIRED);
  });

  it('takes each recovery code once, typed in any case and with or without its dash', async () => {
    const admin = await t.createAdmin();
    const { recoveryCodes } = await withSecondFactor(admin);
    const [first, second] = recoveryCodes;
    expect((await login(admin.username, first!.toLowerCase())).statusCode).toBe(200);
    expectError(await login(admin.username, first), 401, OTP_REQUIRED);
    expect((await login(admin.username, second!.replace('-', ''))).statusCode).toBe(200);
    // Another administrator's code is not this one's.
    const other = await t.createAdmin();
    const { recoveryCodes: others } = await withSecondFactor(other);
    expectError(await login(admin.username, others[0]), 401, OTP_REQUIRED);
  });

  it('asks for the code with a sign-in link too, and a refused one leaves the link usable', async () => {
    const admin = await t.createAdmin();
    const { secret } = await withSecondFactor(admin);
    const { token, hash } = newLinkToken();
    await t.db.insert(signInLinks).values({ userId: admin.id, tokenHash: hash, scope: 'admin', expiresAt: new Date(Date.now() + 900_000) });
    const open = (otp?: string) => t.request({ method: 'POST', url: '/api/admin/sign-in-link', payload: { token, ...(otp ? { otp } : {}) } });
    expectError(await open(), 401, OTP_REQUIRED);
    expect((await open(await codeAt(secret, Math.floor(Date.now() / 1000) + 30))).statusCode).toBe(200);
  });
});

describe("resetting another administrator's second factor", () => {
  const reset = (actor: TestUser, id: string) => t.as(actor).post(`/api/admin/users/${id}/2fa/reset`);

  it('turns it off, signs them out everywhere, e-mails them and is in the audit log, all at once', async () => {
    const [lost, helper] = [await t.createAdmin(), await t.createAdmin()];
    await withSecondFactor(lost);
    expect((await t.as(helper).get(`/api/admin/users/${lost.id}`)).json()).toMatchObject({ second_factor_enabled_at: expect.any(String) });

    const answer = await reset(helper, lost.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      detail: `Two-factor authentication is reset for ${lost.username}: they sign in with their password and set it up again.`,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, lost.id));
    expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, lost.id))).toEqual([]);
    // The session they had ends, and the password alone signs them in.
    expect((await t.as(lost).get('/api/admin/2fa')).statusCode).toBe(401);
    const signedIn = await login(lost.username);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ second_factor: { enabled: false } });

    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lost.id), eq(auditLog.action, 'user.second_factor_reset')));
    expect(audited).toMatchObject({ actorId: helper.id, entityType: 'user', before: { second_factor: true }, after: { second_factor: false } });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, lost.id), eq(mailOutbox.kind, 'second_factor_reset')));
    expect(mail).toMatchObject({ toAddress: lost.email, subject: 'Two-factor authentication was reset on your Referral Exchange account' });
    expect(mail!.textBody).toContain(`${helper.username}, an administrator, reset two-factor authentication`);
    expect((await t.as(helper).get(`/api/admin/users/${lost.id}`)).json()).toMatchObject({ second_factor_enabled_at: null });
  });

  it('refuses one’s own, an account without one, and a made-up id, changing nothing', async () => {
    const admin = await t.createAdmin();
    await withSecondFactor(admin);
    expectError(await reset(admin, admin.id), 403, 'You cannot reset your own second factor: another administrator can');
    const [own] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(own!.totpEnabledAt).not.toBeNull();

    const member = await t.createUser();
    expectError(await reset(admin, member.id), 409, 'This account has no second factor to reset');
    expectError(await reset(admin, '00000000-0000-4000-8000-000000000000'), 404, 'There is no user with that id');
    const written = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.second_factor_reset'));
    expect(written.filter((entry) => entry.actorId === admin.id)).toEqual([]);
  });

  it('answers one of two administrators resetting the same one at once, the other 409', async () => {
    const [lost, first, second] = [await t.createAdmin(), await t.createAdmin(), await t.createAdmin()];
    await withSecondFactor(lost);
    const answers = await Promise.all([reset(first, lost.id), reset(second, lost.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, lost.id), eq(mailOutbox.kind, 'second_factor_reset')));
    expect(mails).toHaveLength(1);
  });
});

describe('the codes against a fixed clock', () => {
  it('allow one step of drift either way, and no more', async () => {
    const admin = await t.createAdmin();
    const now = 1_800_000_000;
    const clock = () => now;
    const { secret } = await setUpSecondFactor(t.db, t.secondFactorBox, admin.id);
    await enableSecondFactor(t.db, t.secondFactorBox, admin.id, await codeAt(secret, now - 30), clock);
    const row = async () => (await t.db.select().from(users).where(eq(users.id, admin.id)))[0]!;

    // Two steps behind or ahead: refused.
    await expect(checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now - 60), clock)).rejects.toThrow(OTP_REQUIRED);
    await expect(checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now + 60), clock)).rejects.toThrow(OTP_REQUIRED);
    // The step the set-up took (one behind) is used: refused. Now's, then one ahead: taken, each once.
    await expect(checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now - 30), clock)).rejects.toThrow(OTP_REQUIRED);
    await checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now), clock);
    await expect(checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now), clock)).rejects.toThrow(OTP_REQUIRED);
    await checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now + 30), clock);
    // Later on, the step after is fine.
    await checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now + 60), () => now + 60);
  });
});

describe('the secret at rest', () => {
  it('is sealed from the set-up on: the database holds neither the secret nor anything that opens under another row', async () => {
    const admin = await t.createAdmin();
    const setup = await t.as(admin).post('/api/admin/2fa/setup');
    const { secret } = setup.json<{ secret: string }>();
    const [pending] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(pending!.totpPendingSecret).toMatch(/^v1\./);
    expect(pending!.totpPendingSecret).not.toContain(secret);
    await t.as(admin).post('/api/admin/2fa/enable', { code: await generate({ secret }) });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(t.secondFactorBox.open(row!.totpSecret!, admin.id)).toBe(secret);
    expect(t.secondFactorBox.open(row!.totpSecret!, (await t.createAdmin()).id)).toBeNull();
  });

  it('kept as it was before sealing, still signs in, and is sealed at its use or at the next start', async () => {
    const now = 1_800_000_000;
    const admin = await t.createAdmin();
    const { secret } = await setUpSecondFactor(t.db, t.secondFactorBox, admin.id);
    await enableSecondFactor(t.db, t.secondFactorBox, admin.id, await codeAt(secret, now), () => now);
    // As a server from before sealing left it: the base32 secret itself.
    await t.db.update(users).set({ totpSecret: secret }).where(eq(users.id, admin.id));
    const row = async () => (await t.db.select().from(users).where(eq(users.id, admin.id)))[0]!;
    await checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now + 30), () => now + 30);
    expect((await row()).totpSecret).toMatch(/^v1\./);
    await checkSecondFactor(t.db, t.secondFactorBox, await row(), await codeAt(secret, now + 60), () => now + 60);

    // A set-up and a secret kept as they were: the start seals both, once.
    const other = await t.createAdmin();
    await t.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date(), totpPendingSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' })
      .where(eq(users.id, other.id));
    expect(await sealStoredSecrets(t.db, t.secondFactorBox)).toBeGreaterThanOrEqual(2);
    const [sealed] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(t.secondFactorBox.open(sealed!.totpSecret!, other.id)).toBe(secret);
    expect(t.secondFactorBox.open(sealed!.totpPendingSecret!, other.id)).toBe('KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD');
    expect(await sealStoredSecrets(t.db, t.secondFactorBox)).toBe(0);
  });

  it('sealed under another root secret opens no app code; a recovery code signs in, and its owner sets up a new one', async () => {
    const admin = await t.createAdmin();
    const { secret, recoveryCodes } = await withSecondFactor(admin);
    const elsewhere = new SecretBox('x'.repeat(64), SECOND_FACTOR_PURPOSE);
    await t.db
      .update(users)
      .set({ totpSecret: elsewhere.seal(secret, admin.id) })
      .where(eq(users.id, admin.id));
    expectError(await login(admin.username, await codeAt(secret, Math.floor(Date.now() / 1000) + 30)), 401, OTP_REQUIRED);
    const signedIn = await login(admin.username, recoveryCodes[0]);
    expect(signedIn.statusCode).toBe(200);
    // It counts as off, so its owner, even the only administrator, sets up a new one in its place.
    expect(signedIn.json()).toMatchObject({ second_factor: { enabled: false } });
    const token = signedIn.json<{ access_token: string }>().access_token;
    const setup = await t.request({ method: 'POST', url: '/api/admin/2fa/setup', token });
    expect(setup.statusCode).toBe(200);
    const fresh = setup.json<{ secret: string }>().secret;
    const enabled = await t.request({ method: 'POST', url: '/api/admin/2fa/enable', token, payload: { code: await generate({ secret: fresh }) } });
    expect(enabled.statusCode).toBe(200);
    expectError(await login(admin.username, recoveryCodes[1]), 401, OTP_REQUIRED);
    expect((await login(admin.username, enabled.json<{ recovery_codes: string[] }>().recovery_codes[0])).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/2fa', token })).json()).toMatchObject({ enabled: true });
  });
});
