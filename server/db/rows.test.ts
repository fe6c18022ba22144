import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowReader } from './rows.ts';
import { apps, users } from './schema.ts';

describe('rowReader', () => {
  it('reads row_to_json output as Drizzle reads the row: TypeScript names, dates, nulls', () => {
    const readUser = rowReader(users);
    const user = readUser({
      id: '00000000-0000-4000-8000-000000000001',
      email: 'ann@example.com',
      username: 'ann',
      name: null,
      password_hash: 'hash',
      is_admin: false,
      is_active: true,
      subscription_status: 'PREMIUM',
      subscription_expires_at: '2026-12-01T10:00:00.123456+00:00',
      matches_used: 2,
      last_login_at: null,
      created_at: '2026-11-01T09:30:00+00:00',
      updated_at: '2026-11-02T09:30:00+00:00',
    });
    expect(user).toMatchObject({ username: 'ann', name: null, isActive: true, subscriptionStatus: 'PREMIUM', matchesUsed: 2, lastLoginAt: null });
    expect(user.subscriptionExpiresAt).toEqual(new Date('2026-12-01T10:00:00.123Z'));
    expect(user.createdAt).toEqual(new Date('2026-11-01T09:30:00Z'));
    expect(Object.keys(user)).not.toContain('password_hash');
  });

  it('gives every column of the table, null when the JSON lacks it', () => {
    const app = rowReader(apps)({ id: 'a', name: 'Monzo' });
    expect(app.name).toBe('Monzo');
    expect(app.maxUsesPerUser).toBeNull();
    expect(Object.keys(app).sort()).toEqual(Object.keys(getTableColumns(apps)).sort());
  });
});
