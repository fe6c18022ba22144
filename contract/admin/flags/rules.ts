/**
 * Self-referral signals (docs/decisions/admin.md, "Self-referral flags"): signs, found when a code is
 * claimed, that the referee and the code's sharer are one person. The claim is made as usual; the
 * match is flagged for the team, who clear the flag or cancel the match and pause the code.
 */

/** How far apart in time two accounts' visits from one internet address count as a sign. */
export const SAME_ADDRESS_DAYS = 30;

/** How long where an account registered and signed in from (and the addresses a flag names) is kept. */
export const SIGNS_KEPT_DAYS = 90;

export const FLAG_SIGNS = ['SAME_ADDRESS', 'SAME_DEVICE', 'SIMILAR_EMAIL'] as const;
export type FlagSign = (typeof FLAG_SIGNS)[number];

/** Each sign as the team reads it. */
export const FLAG_SIGN_WORDS: Record<FlagSign, string> = {
  SAME_ADDRESS: `Both accounts registered or signed in from the same internet address within ${SAME_ADDRESS_DAYS} days`,
  SAME_DEVICE: 'Both accounts were used in the same browser',
  SIMILAR_EMAIL: 'Their e-mail addresses differ only by dots, a +tag or capitals',
};

/** OPEN: waiting for the team; CLEARED: looked at and left; CANCELLED: the match cancelled and the code paused. */
export const FLAG_STATUSES = ['OPEN', 'CLEARED', 'CANCELLED'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

export const FLAG_REASON_MAX = 500;

export const NO_FLAG = 'There is no flag with that id';
export const FLAG_DECIDED = 'This flag has already been decided';
