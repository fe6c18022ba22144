import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';

export const DEV_ADMIN = { username: 'admin', password: 'admin12345' } as const;

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * Makes sure an administrator can sign in. ADMIN_USERNAME/ADMIN_PASSWORD create or update that
 * account; in development without them a default one is created. Returns the development hint
 * to show on the admin login screen, or null.
 */
export async function bootstrapAdmin(db: Db, config: Config, log: Log): Promise<{ username: string; password: string } | null> {
  if (config.admin) {
    await upsertAdmin(db, config.admin.username, config.admin.password, true);
    log.info(`Administrator "${config.admin.username}" is ready (from ADMIN_USERNAME).`);
    return null;
  }
  if (config.env === 'production') return null;

  const existing = await findByUsername(db, DEV_ADMIN.username);
  if (existing && !(existing.isAdmin && (await verifyPassword(DEV_ADMIN.password, existing.passwordHash)))) {
    // Someone changed the default account: it is theirs now, and there is no default to hint at.
    return null;
  }
  if (!existing) await upsertAdmin(db, DEV_ADMIN.username, DEV_ADMIN.password, false);
  log.warn(`Development administrator: username "${DEV_ADMIN.username}", password "${DEV_ADMIN.password}" (set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own).`);
  return { ...DEV_ADMIN };
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
  await db.insert(users).values({ email, username, passwordHash: await hashPassword(password), isAdmin: true }).onConflictDoNothing();
}
