/**
 * The catalogue rules the landing page needs, copied from contract/apps.ts and
 * contract/referral-codes.ts. Those modules also build the zod schemas; importing them from the
 * landing page would put all of zod (about 24 KB gzipped) in its first download, past its budget
 * (docs/performance.md). catalogue-rules.test.ts holds these copies to the contract's own.
 */
import type { RewardFields } from '../../../contract/apps.ts';

export type { RewardFields };
export type PenceRange = { minPence: number; maxPence: number };

/** contract/apps.ts APP_CATEGORIES: the catalogue's categories, in its order. */
export const APP_CATEGORIES = ['banking', 'investing', 'crypto', 'shopping', 'ride', 'food', 'streaming', 'other'] as const;

/** contract/referral-codes.ts DEFAULT_MAX_USES: how many people one shared link serves unless its owner says otherwise. */
export const DEFAULT_MAX_USES = 5;

/** contract/apps.ts referrerRewardRange: the referrer's reward as a range; a fixed amount is a range of one value. */
export function referrerRewardRange(fields: RewardFields): PenceRange {
  const { referrer_reward_amount_pence: amount, referrer_reward_min_pence: min, referrer_reward_max_pence: max } = fields;
  if (min !== null && max !== null && !amount) return { minPence: min, maxPence: max };
  return { minPence: amount ?? 0, maxPence: amount ?? 0 };
}

/** contract/apps.ts refereeRewardRange: the referee's reward as a range; a fixed amount is a range of one value. */
export function refereeRewardRange(fields: RewardFields): PenceRange {
  const { referee_reward_amount_pence: amount, referee_reward_min_pence: min, referee_reward_max_pence: max } = fields;
  if (min !== null && max !== null && !amount) return { minPence: min, maxPence: max };
  return { minPence: amount ?? 0, maxPence: amount ?? 0 };
}
