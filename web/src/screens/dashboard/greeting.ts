import type { User } from '#contract/auth/schema.ts';

/** Where this browser remembers that it has shown this account's dashboard. */
export function dashboardSeenKey(userId: string): string {
  return `dashboardSeen:${userId}`;
}

/**
 * "Welcome, {name}" the first time this browser shows the account's dashboard, "Welcome back,
 * {name}" after that; the name when the person gave one, else the username.
 */
export function greeting(user: Pick<User, 'name' | 'username'>, seenBefore: boolean): { opening: string; name: string } {
  return { opening: seenBefore ? 'Welcome back' : 'Welcome', name: user.name?.trim() || user.username };
}
