import type { User } from '#contract/auth/schema.ts';

/** Ada, a signed-in member on the Free plan with an unverified address, as GET /api/auth/me answers. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    username: 'ada',
    name: null,
    is_admin: false,
    is_active: true,
    subscription_status: 'FREE',
    subscription_expires_at: null,
    matches_used: 0,
    last_login_at: null,
    created_at: '2025-01-01T12:00:00.000Z',
    paid_features_enabled: false,
    email_verified: false,
    pending_email: null,
    eligibility_confirmed_at: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}
