/** How many opportunities the dashboard shows first, and so reads (GET /api/matches/opportunities?limit=6). */
export const DASHBOARD_FIRST_OPPORTUNITIES = 6;

/**
 * How many finished matches the dashboard reads first, and each page after (GET /api/matches/mine?state=finished):
 * they sit behind "Show completed referrals"; the first page also feeds Recent Matches.
 */
export const DASHBOARD_FINISHED_PAGE = 20;
