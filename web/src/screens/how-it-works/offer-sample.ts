/**
 * The sample of offers on How it works (user-side.md §2): 10 offers whose sign-up bonus lies
 * between £10 and £35, taken from the catalogue and spread across its categories.
 */
import type { App } from '#contract/apps/schema.ts';
import { APP_CATEGORIES, refereeRewardRange } from '#contract/apps/rules.ts';

export const SAMPLE_SIZE = 10;
export const SAMPLE_MIN_PENCE = 1000;
export const SAMPLE_MAX_PENCE = 3500;

export function isInSampleRange(app: App): boolean {
  const { minPence, maxPence } = refereeRewardRange(app);
  return minPence >= SAMPLE_MIN_PENCE && maxPence <= SAMPLE_MAX_PENCE;
}

/** Larger bonus first (a range by its top), then by name. */
function byBonusThenName(a: App, b: App): number {
  return refereeRewardRange(b).maxPence - refereeRewardRange(a).maxPence || a.name.localeCompare(b.name, 'en-GB');
}

/**
 * One offer from each category in turn (the largest bonus first within a category) until there
 * are enough, so the sample shows the variety of the catalogue; then largest bonus first.
 */
export function offerSample(apps: readonly App[], size: number = SAMPLE_SIZE): App[] {
  const queues = APP_CATEGORIES.map((category) => apps.filter((app) => app.category === category && isInSampleRange(app)).sort(byBonusThenName));
  const picked: App[] = [];
  for (let round = 0; picked.length < size && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const next = queue[round];
      if (next && picked.length < size) picked.push(next);
    }
  }
  return picked.sort(byBonusThenName);
}
