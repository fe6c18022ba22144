import { referrerRewardRange, type RewardFields } from '#contract/apps/rules.ts';
import { formatPenceRange, sumRanges, type PenceRange } from '#contract/shared/money.ts';

/** The most and least one referral on each chosen app could earn the referrer, added up. */
export function earningPotential(apps: readonly RewardFields[]): PenceRange {
  return sumRanges(apps.map(referrerRewardRange));
}

/** An app's referrer reward as a person reads it: "£20" or "£10-£60". */
export function referrerRewardText(app: RewardFields): string {
  return formatPenceRange(referrerRewardRange(app));
}
