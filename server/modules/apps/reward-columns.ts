import type { RewardFields } from '#contract/apps/rules.ts';

/** The seven reward columns of a row (apps and AI suggestions store them alike), by their Drizzle names. */
export type RewardColumns = {
  referrerRewardAmountPence: number | null;
  refereeRewardAmountPence: number | null;
  referrerRewardMinPence: number | null;
  referrerRewardMaxPence: number | null;
  refereeRewardMinPence: number | null;
  refereeRewardMaxPence: number | null;
  qualifyingSpendAmountPence: number | null;
};

/** A row's reward columns under the contract's names. */
export function rewardFieldsOf(row: RewardColumns): RewardFields {
  return {
    referrer_reward_amount_pence: row.referrerRewardAmountPence,
    referee_reward_amount_pence: row.refereeRewardAmountPence,
    referrer_reward_min_pence: row.referrerRewardMinPence,
    referrer_reward_max_pence: row.referrerRewardMaxPence,
    referee_reward_min_pence: row.refereeRewardMinPence,
    referee_reward_max_pence: row.refereeRewardMaxPence,
    qualifying_spend_amount_pence: row.qualifyingSpendAmountPence,
  };
}

/** Just the reward columns of a row, to copy them to another. */
export function rewardColumnsOf(row: RewardColumns): RewardColumns {
  const {
    referrerRewardAmountPence,
    refereeRewardAmountPence,
    referrerRewardMinPence,
    referrerRewardMaxPence,
    refereeRewardMinPence,
    refereeRewardMaxPence,
    qualifyingSpendAmountPence,
  } = row;
  return {
    referrerRewardAmountPence,
    refereeRewardAmountPence,
    referrerRewardMinPence,
    referrerRewardMaxPence,
    refereeRewardMinPence,
    refereeRewardMaxPence,
    qualifyingSpendAmountPence,
  };
}

type RewardInput = { [Field in keyof RewardFields]?: number | null };

/**
 * The columns to store for rewards as the offer form or a discovery provider gives them: per party,
 * a complete range stores its fixed amount as 0 (admin-side.md §5), anything missing as null.
 */
export function rewardColumnsFrom(input: RewardInput): RewardColumns {
  const party = (amount?: number | null, min?: number | null, max?: number | null) => {
    const ranged = min !== null && min !== undefined && max !== null && max !== undefined;
    return { amount: ranged ? 0 : (amount ?? null), min: ranged ? min : null, max: ranged ? max : null };
  };
  const referrer = party(input.referrer_reward_amount_pence, input.referrer_reward_min_pence, input.referrer_reward_max_pence);
  const referee = party(input.referee_reward_amount_pence, input.referee_reward_min_pence, input.referee_reward_max_pence);
  return {
    referrerRewardAmountPence: referrer.amount,
    referrerRewardMinPence: referrer.min,
    referrerRewardMaxPence: referrer.max,
    refereeRewardAmountPence: referee.amount,
    refereeRewardMinPence: referee.min,
    refereeRewardMaxPence: referee.max,
    qualifyingSpendAmountPence: input.qualifying_spend_amount_pence ?? null,
  };
}
