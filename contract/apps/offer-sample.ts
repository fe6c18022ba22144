/**
 * The sample of offers on How it works (user-side.md §2): 10 offers whose sign-up bonus lies
 * between £10 and £35, taken from the catalogue and spread across its categories. Here, not in the
 * screen, because the server renders that page too.
 */
import { APP_CATEGORIES, refereeRewardRange, type AppCategory, type RewardFields } from './rules.ts';
import type { App, AppBrief } from './schema.ts';

export const SAMPLE_SIZE = 10;
export const SAMPLE_MIN_PENCE = 1000;
export const SAMPLE_MAX_PENCE = 3500;

/** What the sample needs of an app. */
type Sampled = RewardFields & { name: string; category: AppCategory };

/** One offer of the sample: the app, and the conditions its card shows on hover or focus. */
export type SampleOffer = { app: AppBrief; conditions: string | null };

export function isInSampleRange(app: RewardFields): boolean {
  const { minPence, maxPence } = refereeRewardRange(app);
  return minPence >= SAMPLE_MIN_PENCE && maxPence <= SAMPLE_MAX_PENCE;
}

/** Larger bonus first (a range by its top), then by name. */
function byBonusThenName(a: Sampled, b: Sampled): number {
  return refereeRewardRange(b).maxPence - refereeRewardRange(a).maxPence || a.name.localeCompare(b.name, 'en-GB');
}

/**
 * One offer from each category in turn (the largest bonus first within a category) until there
 * are enough, so the sample shows the variety of the catalogue; then largest bonus first.
 */
export function offerSample<T extends Sampled>(apps: readonly T[], size: number = SAMPLE_SIZE): T[] {
  const queues = APP_CATEGORIES.map((category) => apps.filter((app) => app.category === category && isInSampleRange(app)).sort(byBonusThenName));
  const picked: T[] = [];
  for (let round = 0; picked.length < size && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const next = queue[round];
      if (next && picked.length < size) picked.push(next);
    }
  }
  return picked.sort(byBonusThenName);
}

/**
 * The sample as its cards show it: the first offer's conditions, else the app's terms. `brief` cuts
 * an app down to what a card needs, where the sample is sent on (the server's page data).
 */
export function sampleOffers(apps: readonly App[], brief: (app: App) => AppBrief = (app) => app): SampleOffer[] {
  return offerSample(apps).map((app) => ({ app: brief(app), conditions: app.referral_offers[0]?.conditions ?? app.terms_conditions }));
}
