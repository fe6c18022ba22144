import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openSecondInstance, TEST_PASSWORD, useTestApp, type TestUser } from '../test/helper.ts';

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

  /** Whatever changed the account, the other instance must hear of it and then refuse the token. */
  const heardOnSecond = (user: TestUser) => second.app.nextAccountForgetting(user.id);

  /** Makes the change, waits until the other instance has heard of it, and answers what it then says to the user's token. */
  async function secondAfter(user: TestUser, change: () => Promise<unknown>): Promise<number> {
    const heard = heardOnSecond(user);
    await change();
    await heard;
    return (await meOnSecond(user)).statusCode;
  }

  it('a deactivation through one instance ends the session on the other, which had it remembered', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    const deactivate = async () =>
      expect((await t.request({ method: 'PATCH', url: `/api/admin/users/${member.id}`, token: admin.token, payload: { is_active: false } })).statusCode).toBe(
        200,
      );
    expect(await secondAfter(member, deactivate)).toBe(401);
  });

  it('a deletion written straight to the database ends the session too, and a reactivation opens it again', async () => {
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    expect(await secondAfter(member, () => t.db.update(users).set({ isActive: false }).where(eq(users.id, member.id)))).toBe(401);
    expect(await secondAfter(member, () => t.db.update(users).set({ isActive: true }).where(eq(users.id, member.id)))).toBe(200);

    const other = await t.createUser();
    expect((await meOnSecond(other)).statusCode).toBe(200);
    expect(await secondAfter(other, () => t.db.delete(users).where(eq(users.id, other.id)))).toBe(401);
  });

  it('a password change through one instance ends the other sessions on the other, and the new token works there', async () => {
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    const heard = heardOnSecond(member);
    const changed = await t.as(member).put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: 'a-brand-new-password' });
    expect(changed.statusCode).toBe(200);
    await heard;
    expect((await meOnSecond(member)).statusCode).toBe(401);
    expect((await meOnSecond({ ...member, token: changed.json().access_token })).statusCode).toBe(200);
  });

  it('forgets every account when its LISTEN connection is cut, and remembers again once it is back', async () => {
    const member = await t.createUser();
    expect((await meOnSecond(member)).statusCode).toBe(200);
    // The other instance forgets everything once it notices the cut.
    const lost = heardOnSecond(member);
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN account_events' AND pid <> pg_backend_pid()`,
    );
    await lost;
    // Changed while neither instance may hear it: the other must not answer from memory.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await meOnSecond(member)).statusCode).toBe(401);
  });
});
