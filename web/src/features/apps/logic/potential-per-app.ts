import { referrerRewardRange, type RewardFields } from '#contract/apps/rules.ts';
import { formatEstimate, sumRanges } from '#contract/shared/money.ts';

/**
 * "Potential Per App": the average referrer reward across the person's apps, an estimate, so in
 * whole pounds (`formatEstimate`): one amount when every app pays a fixed reward, else the
 * average low end to the average high end; "£0" with no apps.
 */
export function potentialPerApp(apps: readonly RewardFields[]): string {
  if (apps.length === 0) return '£0';
  const { minPence, maxPence } = sumRanges(apps.map(referrerRewardRange));
  return formatEstimate({ minPence: minPence / apps.length, maxPence: maxPence / apps.length });
}
