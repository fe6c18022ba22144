import { sql, type SQLWrapper } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';
import { queryPlan } from '#server/test/query-plan.ts';
import { administrators } from '#server/modules/admin/bootstrap.ts';
import { storedSecrets } from '#server/modules/auth/second-factor.ts';

const t = useTestApp();

const plan = (query: SQLWrapper) => queryPlan(t.db, query);

/** What every start reads of the members, the administrators and their second factors, is a handful of rows found by an index. */
describe('a start among 5,000 members', () => {
  it('finds the administrators and the second-factor secrets through their index, never a scan of every member', async () => {
    await t.db.execute(sql`
      INSERT INTO users (email, username, password_hash)
      SELECT 'member' || n || '@example.com', 'member' || n, 'not a hash' FROM generate_series(1, 5000) AS n`);
    await t.db.execute(sql`UPDATE users SET totp_pending_secret = 'kept as it was' WHERE username = 'member7'`);
    await t.db.execute(sql`ANALYZE users`);

    for (const query of [administrators(t.db), storedSecrets(t.db, 'totpSecret'), storedSecrets(t.db, 'totpPendingSecret')]) {
      const read = await plan(query);
      expect(read).toMatch(/users_admin_or_second_factor_idx/);
      expect(read).not.toMatch(/Seq Scan/);
    }
    expect(await storedSecrets(t.db, 'totpPendingSecret')).toEqual([expect.objectContaining({ stored: 'kept as it was' })]);
  });
});
