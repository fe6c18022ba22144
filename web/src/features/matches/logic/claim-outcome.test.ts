import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '#web/api/http.ts';
import { claimFailureMessage, isUpgradeRequired, needsUpgradeToClaim } from './claim-outcome.ts';

describe('the plan limit on claims', () => {
  const free = { paid_features_enabled: true, subscription_status: 'FREE' as const, matches_used: 3 };

  it('stops a Free account at three matches while paid features are on', () => {
    expect(needsUpgradeToClaim(free)).toBe(true);
    expect(needsUpgradeToClaim({ ...free, matches_used: 2 })).toBe(false);
  });

  it('lets Premium accounts, and everyone while paid features are off, claim on', () => {
    expect(needsUpgradeToClaim({ ...free, subscription_status: 'PREMIUM' })).toBe(false);
    expect(needsUpgradeToClaim({ ...free, paid_features_enabled: false, matches_used: 40 })).toBe(false);
  });
});

describe('a refused claim', () => {
  it('says what the server said, else that the claim failed', () => {
    expect(claimFailureMessage(new HttpError(409, { detail: 'No Monzo referral codes are available right now. Please try again later.' }))).toBe(
      'No Monzo referral codes are available right now. Please try again later.',
    );
    expect(claimFailureMessage(new HttpError(500, 'Bad Gateway'))).toBe('Failed to claim referral');
    expect(claimFailureMessage(new NetworkError())).toBe('Failed to claim referral');
  });

  it('asks for an upgrade on 402 only', () => {
    expect(isUpgradeRequired(new HttpError(402, { detail: 'Upgrade' }))).toBe(true);
    expect(isUpgradeRequired(new HttpError(409, { detail: 'No' }))).toBe(false);
  });
});
