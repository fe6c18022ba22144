/**
 * Figures the public pages quote about the catalogue (how many apps, how large the bonuses, how
 * long they take), computed from the live list so the copy never goes stale.
 */
import type { AppBrief } from '#contract/apps/schema.ts';
import type { PenceRange } from '#contract/shared/money.ts';
import { APP_CATEGORIES, DEFAULT_WAITING_PERIOD_DAYS, refereeRewardRange, referrerRewardRange, type AppCategory } from '#contract/apps/rules.ts';

/** The "most bonuses are paid within" yardstick the FAQ counts against. */
export const PROMPT_PAYMENT_DAYS = 30;

export const CATEGORY_LABELS: Record<AppCategory, string> = {
  banking: 'Banking',
  investing: 'Investing',
  crypto: 'Crypto',
  shopping: 'Shopping and cashback',
  ride: 'Rides',
  food: 'Food',
  streaming: 'Streaming',
  other: 'Other',
};

type CategoryFigures = { category: AppCategory; appCount: number; bonus: PenceRange | null };

export type CatalogueFigures = {
  appCount: number;
  /** Every reward either party can get, new customer or referrer. */
  anyBonus: PenceRange | null;
  signUpBonus: PenceRange | null;
  referrerBonus: PenceRange | null;
  /** Categories that have apps, in the catalogue's category order. */
  categories: CategoryFigures[];
  waiting: { minDays: number; maxDays: number; promptCount: number } | null;
};

/** The lowest and highest of the rewards actually paid (a zero reward is no reward); null when none is. */
export function spanOf(ranges: readonly PenceRange[]): PenceRange | null {
  const paid = ranges.filter((range) => range.maxPence > 0);
  if (paid.length === 0) return null;
  return {
    minPence: Math.min(...paid.map((range) => range.minPence)),
    maxPence: Math.max(...paid.map((range) => range.maxPence)),
  };
}

function rewardsOf(app: AppBrief): PenceRange[] {
  return [refereeRewardRange(app), referrerRewardRange(app)];
}

function waitingDaysOf(app: AppBrief): number {
  return app.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS;
}

export function catalogueFigures(apps: readonly AppBrief[]): CatalogueFigures {
  const categories = APP_CATEGORIES.flatMap((category): CategoryFigures[] => {
    const inCategory = apps.filter((app) => app.category === category);
    return inCategory.length === 0 ? [] : [{ category, appCount: inCategory.length, bonus: spanOf(inCategory.flatMap(rewardsOf)) }];
  });
  const waitingDays = apps.map(waitingDaysOf);

  return {
    appCount: apps.length,
    anyBonus: spanOf(apps.flatMap(rewardsOf)),
    signUpBonus: spanOf(apps.map(refereeRewardRange)),
    referrerBonus: spanOf(apps.map(referrerRewardRange)),
    categories,
    waiting:
      waitingDays.length === 0
        ? null
        : {
            minDays: Math.min(...waitingDays),
            maxDays: Math.max(...waitingDays),
            promptCount: waitingDays.filter((days) => days <= PROMPT_PAYMENT_DAYS).length,
          },
  };
}
