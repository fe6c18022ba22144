import { referrerRewardRange, type RewardFields } from '../../../../contract/apps.ts';
import { formatReward } from '../../../../contract/money.ts';

/**
 * "Potential Per App": the average referrer reward across the person's apps, rounded to the penny,
 * as one amount when every app pays a fixed reward, else as the average low end to the average
 * high end; "£0" with no apps.
 */
export function potentialPerApp(apps: readonly RewardFields[]): string {
  if (apps.length === 0) return '£0';
  let minPence = 0;
  let maxPence = 0;
  for (const app of apps) {
    const range = referrerRewardRange(app);
    minPence += range.minPence;
    maxPence += range.maxPence;
  }
  const average = (total: number) => Math.round(total / apps.length);
  return formatReward({ amountPence: null, minPence: average(minPence), maxPence: average(maxPence) }) ?? '£0';
}
