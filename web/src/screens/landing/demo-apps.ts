import type { AppBrief } from '#contract/apps/schema.ts';
import { refereeRewardRange } from '#contract/apps/rules.ts';

const DEMO_APP_COUNT = 4;
const DEMO_MIN_BONUS_PENCE = 1000;

/** Real apps to draw the demo with: fixed sign-up bonuses of £10 or more, by name. */
export function demoApps<T extends AppBrief>(apps: readonly T[]): T[] {
  return apps
    .filter((app) => {
      const { minPence, maxPence } = refereeRewardRange(app);
      return minPence === maxPence && minPence >= DEMO_MIN_BONUS_PENCE;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, DEMO_APP_COUNT);
}
