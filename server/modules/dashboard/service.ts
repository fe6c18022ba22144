import { dashboardQueries, type Dashboard } from '#contract/dashboard/schema.ts';
import type { Db } from '#server/db/client.ts';
import { oneRowOf, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { ACCOUNT_JSON, NO_ACCOUNT } from '../auth/service.ts';
import type { User } from '#contract/auth/schema.ts';
import { publicCatalogueOf } from '../apps/catalogue-of.ts';
import { USER_APPS } from '../apps/user-apps.ts';
import { myMatchesStatement } from '../matches/service.ts';
import { matchesSummaryStatement } from '../matches/summary.ts';
import { OPPORTUNITIES, WAITING_REQUESTS } from '../matches/waiting-demand.ts';
import { unreadCountStatement } from '../notifications/service.ts';
import { availableSummaryStatement } from '../referral-codes/available.ts';
import { MY_CODES, myCodesJsonOf } from '../referral-codes/service.ts';
import { MY_REPORTS } from '../reports/service.ts';
import { subscriptionStatusOf } from '../subscription/status-dto.ts';

/** The columns of the dashboard's one row: each the JSON text of a part (the unread count a number). */
type Parts = {
  me: string | null;
  user_apps: string;
  referral_codes_mine: string;
  matches_active: string;
  matches_finished: string;
  matches_summary: string;
  referral_codes_available_summary: string;
  matches_waiting: string;
  matches_opportunities: string;
  reports_mine: string;
  unread_count: number | string;
};

/**
 * Every part of the dashboard the database answers, as one statement: the same SQL each part's own
 * route runs (`readAccountJson`, `listUserApps`, `listMyReferralCodes`, `listMyMatches`,
 * `readMatchesSummary`, `readAvailableSummary`, `listWaitingRequests`, `listOpportunities`,
 * `listMyReports`, `countUnread`), so the answers cannot drift. One statement is one snapshot: the
 * figures of one part agree with another's, as if read at one instant, with no transaction to open.
 */
function partsStatement(db: Db, userId: string): NamedStatement {
  const { matches_active: active, matches_finished: finished, referral_codes_available_summary: offers, matches_opportunities } = dashboardQueries;
  const { text: unreadText, params: unreadParams } = unreadCountStatement(db, userId);
  const mine = (statement: { text: string }) => ({ text: statement.text, params: [userId] });
  return oneRowOf('dashboard_json', {
    me: mine(ACCOUNT_JSON),
    user_apps: mine(USER_APPS),
    referral_codes_mine: mine(MY_CODES),
    matches_active: myMatchesStatement(userId, active),
    matches_finished: myMatchesStatement(userId, finished),
    matches_summary: matchesSummaryStatement(userId),
    referral_codes_available_summary: availableSummaryStatement(userId, offers.limit),
    matches_waiting: mine(WAITING_REQUESTS),
    matches_opportunities: { text: OPPORTUNITIES.text, params: [userId, matches_opportunities.limit] },
    reports_mine: mine(MY_REPORTS),
    unread_count: { text: unreadText, params: unreadParams },
  });
}

/**
 * GET /api/dashboard: the answers of the separate calls the dashboard makes (contract/dashboard/schema.ts),
 * as one JSON text. One round trip to the database writes every part as JSON (`partsStatement`);
 * the catalogue is everyone's and kept in memory, so it is asked for beside it
 * (docs/decisions/screens.md, "The dashboard in one request").
 */
export async function readDashboard(db: Db, userId: string): Promise<JsonText<Dashboard>> {
  const statement = partsStatement(db, userId);
  const [catalogue, [parts]] = await Promise.all([publicCatalogueOf(db).body(), runNamed<Parts>(db, statement.name, statement.text, statement.params)]);
  if (!parts?.me) throw new NotFoundError(NO_ACCOUNT);
  const me = JSON.parse(parts.me) as User;
  // In the order of the contract's schema; JSON the database or the catalogue wrote goes in as it is.
  const members: Record<keyof Dashboard, string> = {
    me: parts.me,
    user_apps: parts.user_apps,
    referral_codes_mine: myCodesJsonOf(parts.referral_codes_mine).text,
    public_apps: catalogue.toString('utf8'),
    referral_codes_available_summary: parts.referral_codes_available_summary,
    matches_active: parts.matches_active,
    matches_finished: parts.matches_finished,
    matches_summary: parts.matches_summary,
    matches_waiting: parts.matches_waiting,
    matches_opportunities: parts.matches_opportunities,
    reports_mine: parts.reports_mine,
    notifications_unread_count: JSON.stringify({ unread_count: Number(parts.unread_count) }),
    subscription_status: JSON.stringify(me.paid_features_enabled ? subscriptionStatusOf(me) : null),
  };
  return new JsonText(
    `{${Object.entries(members)
      .map(([name, json]) => `${JSON.stringify(name)}:${json}`)
      .join(',')}}`,
  );
}
