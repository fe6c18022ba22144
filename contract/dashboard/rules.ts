/** How many opportunities the dashboard shows first, and so reads (GET /api/matches/opportunities?limit=6). */
export const DASHBOARD_FIRST_OPPORTUNITIES = 6;
