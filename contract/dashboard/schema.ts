import { z } from 'zod';
import { user } from '../auth/schema.ts';
import { app, userApp } from '../apps/schema.ts';
import { availableSummary, availableSummaryQuery, referralCode } from '../referral-codes/schema.ts';
import { match, matchesMineQuery, matchesSummary, opportunities, opportunitiesQuery, waitingRequest } from '../matches/schema.ts';
import { reportSummary } from '../reports/schema.ts';
import { unreadCount } from '../notifications/schema.ts';
import { subscriptionStatusResponse } from '../subscription/schema.ts';
import { MY_MATCHES_LIMIT } from '../matches/rules.ts';
import { DASHBOARD_FINISHED_PAGE, DASHBOARD_FIRST_OPPORTUNITIES } from './rules.ts';

/**
 * The queries the dashboard reads its lists with: what the screen asks the separate calls for
 * (the offers' summary with its default first six; every active match, the first page of finished
 * ones and the first opportunities, what the screen shows first).
 */
export const dashboardQueries = {
  matches_active: matchesMineQuery.parse({ state: 'active', limit: MY_MATCHES_LIMIT.max }),
  matches_finished: matchesMineQuery.parse({ state: 'finished', limit: DASHBOARD_FINISHED_PAGE }),
  referral_codes_available_summary: availableSummaryQuery.parse({}),
  matches_opportunities: opportunitiesQuery.parse({ limit: DASHBOARD_FIRST_OPPORTUNITIES }),
};

/**
 * GET /api/dashboard: everything the dashboard's first paint shows, in one answer. Each member is
 * the answer of the call it is named after (user-side.md §7), with `dashboardQueries`; the plan
 * only while paid features are on (null otherwise, as the dashboard shows none).
 */
export const dashboard = z
  .object({
    /** GET /api/auth/me */
    me: user,
    /** GET /api/user-apps */
    user_apps: z.array(userApp),
    /** GET /api/referral-codes/mine */
    referral_codes_mine: z.array(referralCode),
    /** GET /api/public/apps */
    public_apps: z.array(app),
    /** GET /api/referral-codes/available/summary: the first six offers, how many there are and the best; the rest on "Show all" */
    referral_codes_available_summary: availableSummary,
    /** GET /api/matches/mine?state=active&limit=200: every match still moving (the next steps read them all) */
    matches_active: z.array(match),
    /** GET /api/matches/mine?state=finished&limit=20: the first page of finished ones */
    matches_finished: z.array(match),
    /** GET /api/matches/summary */
    matches_summary: matchesSummary,
    /** GET /api/matches/waiting */
    matches_waiting: z.array(waitingRequest),
    /** GET /api/matches/opportunities?limit=6 */
    matches_opportunities: opportunities,
    /** GET /api/reports/mine */
    reports_mine: z.array(reportSummary),
    /** GET /api/notifications/unread-count */
    notifications_unread_count: unreadCount,
    /** GET /api/subscription/status while paid features are on; null while they are off. */
    subscription_status: subscriptionStatusResponse.nullable(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboard>;
