import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { StartupError } from '#server/lib/startup-error.ts';
import { useTestApp } from '#server/test/helper.ts';
import { bootstrapAdmin, DEV_ADMIN } from './bootstrap.ts';

const t = useTestApp();
const quietLog = { info: () => {}, warn: () => {} };
const REFUSAL =
  'The administrator "admin" still has the development password, so production will not start: set ADMIN_USERNAME=admin and ADMIN_PASSWORD to a new password of at least 8 characters, and start again.';

describe('the development administrator in production', () => {
  it('stops production from starting until ADMIN_PASSWORD replaces the development password', async () => {
    // A database first started in development...
    expect(await bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'development' }), quietLog)).toEqual(DEV_ADMIN);
    // ...is then started in production: refused, with the way out.
    const production = bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log' }), quietLog);
    await expect(production).rejects.toThrow(StartupError);
    await expect(bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log' }), quietLog)).rejects.toThrow(REFUSAL);

    const fixed = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-new-admin-password' });
    expect(await bootstrapAdmin(t.db, fixed, quietLog)).toBeNull();
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    expect(await verifyPassword(DEV_ADMIN.password, admin!.passwordHash)).toBe(false);
    expect(await bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log' }), quietLog)).toBeNull();
  });

  it('names any administrator who has it, not only the one called admin', async () => {
    await t.createUser({ username: 'deputy', isAdmin: true, passwordHash: await hashPassword(DEV_ADMIN.password) });
    await expect(bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log' }), quietLog)).rejects.toThrow(
      'The administrator "deputy" still has the development password',
    );
  });
});
