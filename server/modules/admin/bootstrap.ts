import { eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { StartupError } from '#server/lib/startup-error.ts';

export const DEV_ADMIN = { username: 'admin', password: 'admin12345' } as const;

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * Makes sure an administrator can sign in. ADMIN_USERNAME/ADMIN_PASSWORD create or update that
 * account; in development without them a default one is created; production refuses to start while
 * any administrator has the development password. Returns the development hint to show on the
 * admin login screen, or null.
 */
export async function bootstrapAdmin(db: Db, config: Config, log: Log): Promise<{ username: string; password: string } | null> {
  if (config.admin) {
    await upsertAdmin(db, config.admin.username, config.admin.password, true);
    log.info(`Administrator "${config.admin.username}" is ready (from ADMIN_USERNAME).`);
  }
  if (config.env === 'production') {
    await refuseDevelopmentPassword(db);
    return null;
  }
  if (config.admin) return null;

  const existing = await findByUsername(db, DEV_ADMIN.username);
  if (existing && !(existing.isAdmin && (await verifyPassword(DEV_ADMIN.password, existing.passwordHash)))) {
    // Someone changed the default account: it is theirs now, and there is no default to hint at.
    return null;
  }
  if (!existing) await upsertAdmin(db, DEV_ADMIN.username, DEV_ADMIN.password, false);
  log.warn(
    `Development administrator: username "${DEV_ADMIN.username}", password "${DEV_ADMIN.password}" (set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own).`,
  );
  return { ...DEV_ADMIN };
}

/** The administrators' usernames and password hashes, read on each start (users_admin_or_second_factor_idx). */
export const administrators = (db: Db) =>
  db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.isAdmin, true)).limit(100);

/**
 * Production does not start while an administrator can still sign in with the development password
 * (a database first run in development, then in production): anyone who has read the README could.
 */
async function refuseDevelopmentPassword(db: Db): Promise<void> {
  const admins = await administrators(db);
  for (const admin of admins) {
    if (await verifyPassword(DEV_ADMIN.password, admin.passwordHash)) {
      throw new StartupError(
        `The administrator "${admin.username}" still has the development password, so production will not start: set ADMIN_USERNAME=${admin.username} and ADMIN_PASSWORD to a new password of at least 8 characters, and start again.`,
      );
    }
  }
}

function findByUsername(db: Db, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .then((rows) => rows[0]);
}

async function upsertAdmin(db: Db, username: string, password: string, resetPassword: boolean): Promise<void> {
  const existing = await findByUsername(db, username);
  if (existing) {
    const samePassword = await verifyPassword(password, existing.passwordHash);
    await db
      .update(users)
      .set({
        isAdmin: true,
        isActive: true,
        ...(resetPassword && !samePassword ? { passwordHash: await hashPassword(password) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return;
  }
  const email = username.includes('@') ? username : `${username.toLowerCase()}@admin.invalid`;
  // Several processes starting together on a new database all get here; the first insert wins.
  await db
    .insert(users)
    .values({ email, username, passwordHash: await hashPassword(password), isAdmin: true })
    .onConflictDoNothing();
}
