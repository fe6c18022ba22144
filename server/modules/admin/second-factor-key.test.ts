/**
 * SECOND_FACTOR_KEY: the administrators' second-factor secrets sealed under a key of their own, so
 * that JWT_SECRET can change without them (docs/decisions/admin.md, "A key of their own").
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { SecretBox } from '#server/lib/secret-box.ts';
import { JWT_SECRET, TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';
import { SECOND_FACTOR_PURPOSE, sealStoredSecrets } from '../auth/second-factor.ts';

const KEY = 'k'.repeat(48);
const t = useTestApp({ env: { SECOND_FACTOR_KEY: KEY }, signInLimits: { attemptsPerClientPerMinute: 1000 } });

const underKeyAlone = new SecretBox(KEY, SECOND_FACTOR_PURPOSE);
const underJwtSecret = new SecretBox(JWT_SECRET, SECOND_FACTOR_PURPOSE);
const storedSecret = async (id: string) => (await t.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, id)))[0]!.secret!;
const login = (username: string, otp: string) => t.request({ method: 'POST', url: '/api/admin/login', payload: { username, password: TEST_PASSWORD, otp } });

describe('with SECOND_FACTOR_KEY set', () => {
  it('seals a new second factor under the key, not under JWT_SECRET', async () => {
    const admin = await t.createAdmin();
    const { secret } = (await t.as(admin).post('/api/admin/2fa/setup')).json<{ secret: string }>();
    expect((await t.as(admin).post('/api/admin/2fa/enable', { code: await generate({ secret }) })).statusCode).toBe(200);
    const stored = await storedSecret(admin.id);
    expect(underKeyAlone.open(stored, admin.id)).toBe(secret);
    expect(underJwtSecret.open(stored, admin.id)).toBeNull();
    // So a server with another JWT_SECRET and the same key still opens it.
    expect(new SecretBox(KEY, SECOND_FACTOR_PURPOSE, ['another JWT_SECRET, after a rotation']).open(stored, admin.id)).toBe(secret);
  });

  it('still opens one sealed under JWT_SECRET before the key was set, and the start seals it again under the key, once', async () => {
    const admin = await t.createAdmin();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db
      .update(users)
      .set({ totpSecret: underJwtSecret.seal(secret, admin.id), totpEnabledAt: new Date() })
      .where(eq(users.id, admin.id));
    const now = Math.floor(Date.now() / 1000);
    // Before the start's pass: it opens, so its owner signs in with their app's code.
    expect((await login(admin.username, await generate({ secret, epoch: now }))).statusCode).toBe(200);

    expect(await sealStoredSecrets(t.db, t.secondFactorBox)).toBe(1);
    const stored = await storedSecret(admin.id);
    expect(underKeyAlone.open(stored, admin.id)).toBe(secret);
    expect(underJwtSecret.open(stored, admin.id)).toBeNull();
    expect(await sealStoredSecrets(t.db, t.secondFactorBox)).toBe(0);
    expect((await login(admin.username, await generate({ secret, epoch: now + 30 }))).statusCode).toBe(200);
  });

  it('leaves alone a secret that opens under neither: its owner resets it with a recovery code, as before', async () => {
    const admin = await t.createAdmin();
    const elsewhere = new SecretBox('x'.repeat(64), SECOND_FACTOR_PURPOSE).seal('JBSWY3DPEHPK3PXP', admin.id);
    await t.db.update(users).set({ totpSecret: elsewhere, totpEnabledAt: new Date() }).where(eq(users.id, admin.id));
    expect(await sealStoredSecrets(t.db, t.secondFactorBox)).toBe(0);
    expect(await storedSecret(admin.id)).toBe(elsewhere);
  });
});
