import type { App } from '#contract/apps/schema.ts';
import { referrerRewardRange } from '#contract/apps/rules.ts';
import { sumRanges, type PenceRange } from '#contract/shared/money.ts';

/** Expiring Soon: expiry within this many days (admin-side.md §9). */
export const EXPIRING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OfferSummary = { totalOffers: number; activeOffers: number; totalValue: PenceRange; expiringSoon: number };

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
 * The three summary cards: every offer and how many are active; the sum of referrer rewards, as a
 * range (a fixed reward counts at its amount at both ends, a range at its minimum and its maximum);
 * offers expiring within seven days.
 */
export function summariseOffers(apps: readonly App[], now: Date): OfferSummary {
  return {
    totalOffers: apps.length,
    activeOffers: apps.filter((app) => app.is_active).length,
    totalValue: sumRanges(apps.map(referrerRewardRange)),
    expiringSoon: apps.filter((app) => isExpiringSoon(app, now)).length,
  };
}
