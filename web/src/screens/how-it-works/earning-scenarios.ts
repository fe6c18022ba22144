/**
 * The earning scenarios of How it works (user-side.md §2): 5, 15 and 25 sign-ups at 10 minutes
 * each; projected referral earnings are 80% of the sign-up total, times 3. The total is built
 * from the catalogue's own bonuses, never from copy.
 */
import { refereeRewardRange, type RewardFields } from '#contract/apps/rules.ts';

export const SCENARIO_SIGN_UPS = [5, 15, 25] as const;
export const MINUTES_PER_SIGN_UP = 10;
export const REFERRAL_SHARE_PERCENT = 80;
export const REFERRAL_MULTIPLIER = 3;

/** The middle sign-up bonus of the apps that pay new customers one, a range counted at its lowest, to the nearest pound. */
export type TypicalBonus = { bonusPence: number; payingAppCount: number };

export function typicalSignUpBonus(apps: readonly RewardFields[]): TypicalBonus | null {
  const bonuses = apps
    .map((app) => refereeRewardRange(app).minPence)
    .filter((pence) => pence > 0)
    .sort((a, b) => a - b);
  if (bonuses.length === 0) return null;
  const middle = Math.floor(bonuses.length / 2);
  // An even count has two middle values: their mean.
  const medianPence = bonuses.length % 2 === 1 ? bonuses[middle]! : (bonuses[middle - 1]! + bonuses[middle]!) / 2;
  // A typical bonus is an estimate: whole pounds, so every figure worked out from it is whole pounds too (5, 15 and 25 × 80%).
  return { bonusPence: Math.round(medianPence / 100) * 100, payingAppCount: bonuses.length };
}

export type EarningScenario = {
  signUps: number;
  minutes: number;
  /** Sign-up bonuses collected: sign-ups times the typical bonus. */
  totalPence: number;
  /** 80% of the total, in whole pence. */
  shareOfTotalPence: number;
  /** The 80% share, times 3. */
  referralPence: number;
};

export function earningScenario(signUps: number, typicalBonusPence: number): EarningScenario {
  const totalPence = signUps * typicalBonusPence;
  const shareOfTotalPence = Math.round((totalPence * REFERRAL_SHARE_PERCENT) / 100);
  return {
    signUps,
    minutes: signUps * MINUTES_PER_SIGN_UP,
    totalPence,
    shareOfTotalPence,
    referralPence: shareOfTotalPence * REFERRAL_MULTIPLIER,
  };
}

/** 50 -> "50 minutes", 60 -> "1 hour", 150 -> "2 hours 30 minutes". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteText = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return [hourText, minuteText].filter(Boolean).join(' ') || '0 minutes';
}
