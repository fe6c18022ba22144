import type { User } from '#contract/auth/schema.ts';
import { matchesRemaining } from '#contract/subscription/rules.ts';
import { inEarlyAccess } from '#contract/apps/rules.ts';
import { HttpError } from '#web/api/http.ts';

/** A Free account at its limit with paid features on cannot claim: the upgrade dialog opens instead (user-side.md §4). */
export function needsUpgradeToClaim(user: Pick<User, 'paid_features_enabled' | 'subscription_status' | 'matches_used'>): boolean {
  return (
    matchesRemaining({ paidFeaturesEnabled: user.paid_features_enabled, premium: user.subscription_status === 'PREMIUM', matchesUsed: user.matches_used }) === 0
  );
}

/** With paid features on, an app in its early access is Premium's: a Free member waits for it to open to everyone. */
export function waitsForOpening(
  user: Pick<User, 'paid_features_enabled' | 'subscription_status'> | undefined,
  opensToAllAt: string | null,
  now = new Date(),
): boolean {
  return user !== undefined && user.paid_features_enabled && user.subscription_status !== 'PREMIUM' && inEarlyAccess(opensToAllAt, now);
}

const CLAIM_FAILED_MESSAGE = 'Failed to claim referral';

/** A refused claim's words (user-side.md §8): the server's detail, else the fallback. */
export function claimFailureMessage(error: unknown): string {
  if (error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'detail' in error.body) {
    const { detail } = error.body;
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return CLAIM_FAILED_MESSAGE;
}

export function isUpgradeRequired(error: unknown): boolean {
  return error instanceof HttpError && error.status === 402;
}
