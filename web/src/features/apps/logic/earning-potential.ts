import type { AppSummary } from '#contract/apps/schema.ts';
import { referrerRewardRange } from '#contract/apps/rules.ts';
import { scaleRange, sumRanges, type PenceRange } from '#contract/shared/money.ts';

/** The estimate assumes about this many referrals on each platform the person adds (user-side.md §9). */
export const REFERRALS_PER_NEW_PLATFORM = 5;

type PlatformPotential = { app: AppSummary; perReferral: PenceRange; potential: PenceRange };
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
      return { app, perReferral, potential: scaleRange(perReferral, REFERRALS_PER_NEW_PLATFORM) };
    })
    .filter((platform) => platform.potential.maxPence > 0)
    .sort((a, b) => b.potential.maxPence - a.potential.maxPence || a.app.name.localeCompare(b.app.name));
  return { platforms, total: sumRanges(platforms.map((platform) => platform.potential)) };
}
