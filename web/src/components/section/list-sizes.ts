import { DASHBOARD_FIRST_OPPORTUNITIES } from '#contract/dashboard/rules.ts';

/** How many items the dashboard's lists show (user-side.md §9; the offers' FIRST_OFFERS is in contract/referral-codes/rules.ts). */
export const RECENT_COUNT = 5;
/** As many as GET /api/dashboard reads. */
export const FIRST_OPPORTUNITIES = DASHBOARD_FIRST_OPPORTUNITIES;
/** The server answers at most this many opportunities. */
export const ALL_OPPORTUNITIES = 100;
/**
 * How many match cards in progress a tab of Your Referrals shows before "Show all N in progress":
 * a card is tall, and a busy sharer may have hundreds moving (docs/decisions/screens.md).
 */
export const FIRST_IN_PROGRESS = 10;
