import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openSecondInstance, useTestApp, type TestUser } from '../test/helper.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

/** Another instance remembers accounts too: a change made anywhere must end sessions there at once. */
describe.runIf(onPostgres)('sessions across app instances on one PostgreSQL database', () => {
  const t = useTestApp();
  let second: { app: FastifyInstance; database: Database };

  beforeAll(async () => {
    second = await openSecondInstance(t.database);
  });

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  const meOnSecond = (user: TestUser) => second.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${user.token}` } });

  /** The other instance hears of the change within moments; it must never keep honouring the token. */
  async function refusedOnSecond(user: TestUser): Promise<number> {
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await meOnSecond(user)).statusCode;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return status;
  }

  it('a deactivation through one instance ends the session on the other, which had it remembered', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    const patched = await t.request({ method: 'PATCH', url: `/api/admin/users/${member.id}`, token: admin.token, payload: { is_active: false } });
    expect(patched.statusCode).toBe(200);
    expect(await refusedOnSecond(member)).toBe(401);
  });

  it('a deletion written straight to the database ends the session too, and a reactivation opens it again', async () => {
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect(await refusedOnSecond(member)).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, member.id));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (await meOnSecond(member)).statusCode !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await meOnSecond(member)).statusCode).toBe(200);

    const other = await t.createUser();
    expect((await meOnSecond(other)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, other.id));
    expect(await refusedOnSecond(other)).toBe(401);
  });

  it('forgets every account when its LISTEN connection is cut, and remembers again once it is back', async () => {
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN account_events' AND pid <> pg_backend_pid()`,
    );
    // Changed while neither instance can hear it: the other must not answer from memory.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect(await refusedOnSecond(member)).toBe(401);
  });
});
