import { formatPence, parsePoundsToPence, type PenceRange } from '#contract/shared/money.ts';

const REWARD_AMOUNT_MESSAGES = {
  empty: 'Please enter an amount',
  invalid: 'Please enter a valid amount (e.g. 25.50)',
} as const;

/** The server words an amount outside the range the same way. */
function outOfRangeMessage({ minPence, maxPence }: PenceRange): string {
  return `Amount must be between ${formatPence(minPence)} and ${formatPence(maxPence)}`;
}

export type RewardAmountReading = { ok: true; pence: number } | { ok: false; message: string };

/** Reads the amount a person says they received for a ranged reward (user-side.md §5). */
export function readRewardAmount(text: string, range: PenceRange): RewardAmountReading {
  if (text.trim() === '') return { ok: false, message: REWARD_AMOUNT_MESSAGES.empty };
  const pence = parsePoundsToPence(text);
  if (pence === null) return { ok: false, message: REWARD_AMOUNT_MESSAGES.invalid };
  if (pence < range.minPence || pence > range.maxPence) return { ok: false, message: outOfRangeMessage(range) };
  return { ok: true, pence };
}
