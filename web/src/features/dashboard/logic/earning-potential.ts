import { referrerRewardRange, type AppSummary } from '../../../../../contract/apps.ts';
import type { PenceRange } from './match-rewards.ts';

/** The estimate assumes about this many referrals on each platform the person adds (user-side.md §9). */
export const REFERRALS_PER_NEW_PLATFORM = 5;

export type PlatformPotential = { app: AppSummary; perReferral: PenceRange; potential: PenceRange };
export type EarningPotential = { platforms: PlatformPotential[]; total: PenceRange };

/**
 * What the person could earn as a referrer on the catalogue's apps they do not have yet: each
 * app's referrer reward times five referrals. Apps without a referrer reward are left out.
 * Most lucrative first.
 */
export function earningPotential(catalogue: readonly AppSummary[], myAppIds: ReadonlySet<string>): EarningPotential {
  const platforms = catalogue
    .filter((app) => !myAppIds.has(app.id))
    .map((app) => {
      const perReferral = referrerRewardRange(app);
      return {
        app,
        perReferral,
        potential: { minPence: perReferral.minPence * REFERRALS_PER_NEW_PLATFORM, maxPence: perReferral.maxPence * REFERRALS_PER_NEW_PLATFORM },
      };
    })
    .filter((platform) => platform.potential.maxPence > 0)
    .sort((a, b) => b.potential.maxPence - a.potential.maxPence || a.app.name.localeCompare(b.app.name));
  const total = platforms.reduce(
    (sum, platform) => ({ minPence: sum.minPence + platform.potential.minPence, maxPence: sum.maxPence + platform.potential.maxPence }),
    { minPence: 0, maxPence: 0 },
  );
  return { platforms, total };
}
