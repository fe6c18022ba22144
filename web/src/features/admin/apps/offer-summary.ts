import type { App } from '#contract/apps/schema.ts';
import { referrerRewardRange } from '#contract/apps/rules.ts';

/** Expiring Soon: expiry within this many days (admin-side.md §9). */
export const EXPIRING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OfferSummary = { totalOffers: number; activeOffers: number; totalValuePence: number; expiringSoon: number };

/** Not yet expired, and expiring within the next seven days. */
export function isExpiringSoon(app: Pick<App, 'expiry_date'>, now: Date): boolean {
  if (!app.expiry_date) return false;
  const expiresAt = new Date(app.expiry_date).getTime();
  return expiresAt > now.getTime() && expiresAt <= now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
}

export function isExpired(app: Pick<App, 'expiry_date'>, now: Date): boolean {
  return app.expiry_date !== null && new Date(app.expiry_date).getTime() <= now.getTime();
}

/**
 * The three summary cards: every offer and how many are active; the sum of referrer rewards (a
 * range counts at its maximum, what the offer can pay); offers expiring within seven days.
 */
export function summariseOffers(apps: readonly App[], now: Date): OfferSummary {
  return {
    totalOffers: apps.length,
    activeOffers: apps.filter((app) => app.is_active).length,
    totalValuePence: apps.reduce((sum, app) => sum + referrerRewardRange(app).maxPence, 0),
    expiringSoon: apps.filter((app) => isExpiringSoon(app, now)).length,
  };
}
