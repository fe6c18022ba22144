import { dashboardQueries, type Dashboard } from '#contract/dashboard/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { oneRowOf, runNamed } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { readAccountJson } from '../auth/service.ts';
import type { User } from '#contract/auth/schema.ts';
import { publicCatalogueOf } from '../apps/catalogue-of.ts';
import { listUserApps } from '../apps/user-apps.ts';
import { myMatchesStatement } from '../matches/service.ts';
import { matchesSummaryStatement } from '../matches/summary.ts';
import { listOpportunities, listWaitingRequests } from '../matches/waiting-demand.ts';
import { unreadCountQuery } from '../notifications/service.ts';
import { availableSummaryStatement } from '../referral-codes/available.ts';
import { listMyReferralCodes } from '../referral-codes/service.ts';
import { listMyReports } from '../reports/service.ts';
import { subscriptionStatusOf } from '../subscription/status-dto.ts';

/** Every part is read in one snapshot: the figures of one part agree with another's, as if read at one instant. */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

type Lists = {
  matches_active: string;
  matches_finished: string;
  matches_summary: string;
  referral_codes_available_summary: string;
  unread_count: number | string;
};

/**
 * The parts the database already answers as one statement each (the matches and their summary, the
 * codes on offer, the unread count), as one statement: the same SQL their own routes run
 * (`listMyMatches`, `readMatchesSummary`, `readAvailableSummary`, `countUnread`), so the answers cannot drift.
 */
async function readLists(tx: Tx, userId: string): Promise<Lists> {
  const { matches_active: active, matches_finished: finished, referral_codes_available_summary: offers } = dashboardQueries;
  const unread = unreadCountQuery(tx, userId).toSQL();
  const statement = oneRowOf('dashboard_lists_json', {
    matches_active: myMatchesStatement(userId, active),
    matches_finished: myMatchesStatement(userId, finished),
    matches_summary: matchesSummaryStatement(userId),
    referral_codes_available_summary: availableSummaryStatement(userId, offers.limit),
    unread_count: { text: unread.sql, params: unread.params },
  });
  const [row] = await runNamed<Lists>(tx, statement.name, statement.text, statement.params);
  return row!;
}

/**
 * GET /api/dashboard: the answers of the separate calls the dashboard makes (contract/dashboard/schema.ts),
 * built by the same functions, as one JSON text. The lists the database writes as JSON come in one
 * statement; the rest, built in TypeScript by their own functions, follow on the same connection
 * inside the same read-only snapshot. The catalogue is everyone's and kept in memory, so it is asked
 * for beside the snapshot (docs/decisions/screens.md, "The dashboard in one request").
 */
export async function readDashboard(db: Db, userId: string): Promise<JsonText<Dashboard>> {
  const [catalogue, parts] = await Promise.all([
    publicCatalogueOf(db).body(),
    db.transaction(async (tx) => {
      const account = await readAccountJson(tx, userId);
      const me = JSON.parse(account.text) as User;
      const lists = await readLists(tx, userId);
      return {
        account,
        user_apps: await listUserApps(tx, userId),
        referral_codes_mine: await listMyReferralCodes(tx, userId),
        lists,
        matches_waiting: await listWaitingRequests(tx, userId),
        matches_opportunities: await listOpportunities(tx, userId, dashboardQueries.matches_opportunities.limit),
        reports_mine: await listMyReports(tx, userId),
        subscription_status: me.paid_features_enabled ? subscriptionStatusOf(me) : null,
      };
    }, SNAPSHOT),
  ]);
  const { lists, ...built } = parts;
  // In the order of the contract's schema; JSON the database or the catalogue wrote goes in as it is.
  const members: Record<keyof Dashboard, string> = {
    me: built.account.text,
    user_apps: built.user_apps.text,
    referral_codes_mine: built.referral_codes_mine.text,
    public_apps: catalogue.toString('utf8'),
    referral_codes_available_summary: lists.referral_codes_available_summary,
    matches_active: lists.matches_active,
    matches_finished: lists.matches_finished,
    matches_summary: lists.matches_summary,
    matches_waiting: JSON.stringify(built.matches_waiting),
    matches_opportunities: JSON.stringify(built.matches_opportunities),
    reports_mine: JSON.stringify(built.reports_mine),
    notifications_unread_count: JSON.stringify({ unread_count: Number(lists.unread_count) }),
    subscription_status: JSON.stringify(built.subscription_status),
  };
  return new JsonText(
    `{${Object.entries(members)
      .map(([name, json]) => `${JSON.stringify(name)}:${json}`)
      .join(',')}}`,
  );
}
