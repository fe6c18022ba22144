import { referrerRewardRange, type RewardFields } from '../../../../contract/apps.ts';
import { formatReward } from '../../../../contract/money.ts';

export type PenceRange = { minPence: number; maxPence: number };

/** The most and least one referral on each chosen app could earn the referrer, added up. */
export function earningPotential(apps: readonly RewardFields[]): PenceRange {
  return apps.reduce<PenceRange>(
    (total, app) => {
      const { minPence, maxPence } = referrerRewardRange(app);
      return { minPence: total.minPence + minPence, maxPence: total.maxPence + maxPence };
    },
    { minPence: 0, maxPence: 0 },
  );
}

/** "£30" when both ends agree, else "£30-£70". */
export function formatPenceRange({ minPence, maxPence }: PenceRange): string {
  return formatReward({ amountPence: null, minPence, maxPence }) ?? '£0';
}

/** An app's referrer reward as a person reads it: "£20" or "£10-£60". */
export function referrerRewardText(app: RewardFields): string {
  return formatPenceRange(referrerRewardRange(app));
}
