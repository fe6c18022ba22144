/**
 * Every query key of the app, in one place: a change in one feature refreshes another's lists by
 * these keys (a claim refreshes codes and the plan counter) without importing that feature.
 */
import type { AdminUsersFilters } from '#contract/admin/users/schema.ts';
import type { AuditLogQuery } from '#contract/admin/audit/schema.ts';
import type { OfferFilters } from '#contract/apps/search.ts';

/** The signed-in person. */
export const meQueryKey = ['auth', 'me'] as const;
/** Where the account is signed in; a password change, which starts a new session, refreshes it. */
export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** The public catalogue and the person's own apps. */
export const publicAppsQueryKey = ['apps', 'public'] as const;
export const userAppsQueryKey = ['user-apps'] as const;

/** Every matches query sits under this key, so one invalidation refreshes them all after a change. */
export const matchesQueryKey = ['matches'] as const;
/** The person's matches still moving, all of them (GET /api/matches/mine?state=active). */
export const myActiveMatchesQueryKey = [...matchesQueryKey, 'mine', 'active'] as const;
/** The first page of their finished matches (GET /api/matches/mine?state=finished). */
export const myFinishedMatchesQueryKey = [...matchesQueryKey, 'mine', 'finished'] as const;
/** The finished pages after the first, read as the person scrolls. */
export const myOlderMatchesQueryKey = [...matchesQueryKey, 'mine', 'older'] as const;
/** The stat cards' figures over all the person's matches: under the matches' key, so any match change refreshes them. */
export const matchesSummaryQueryKey = [...matchesQueryKey, 'summary'] as const;
export const waitingRequestsQueryKey = [...matchesQueryKey, 'waiting'] as const;
export const opportunitiesQueryKey = (limit: number) => [...matchesQueryKey, 'opportunities', limit] as const;
/** Analytics is counted from matches: under their key, so any match change refreshes it. */
export const analyticsSummaryQueryKey = (filters: { weeks: number }) => [...matchesQueryKey, 'analytics', filters.weeks] as const;

/** Every referral-code list sits under this key, so one invalidation refreshes them all. */
export const referralCodesQueryKey = ['referral-codes'] as const;
export const myReferralCodesQueryKey = [...referralCodesQueryKey, 'mine'] as const;
export const availableReferralCodesQueryKey = [...referralCodesQueryKey, 'available'] as const;
/** What the dashboard shows of the offers (the first six, how many, the best): under the whole list's key, so whatever refreshes it refreshes this. */
export const availableSummaryQueryKey = [...availableReferralCodesQueryKey, 'summary'] as const;
/** The same offers searched, filtered or sorted by the server: under the whole list's key, so whatever refreshes it refreshes them. */
export const filteredAvailableReferralCodesQueryKey = (filters: OfferFilters) => [...availableReferralCodesQueryKey, 'filtered', filters] as const;

/** Reports about the person's matches: the list and each report, under one key so a change refreshes both. */
const reportsQueryKey = ['reports'] as const;
export const myReportsQueryKey = [...reportsQueryKey, 'mine'] as const;
export const reportQueryKey = (id: string) => [...reportsQueryKey, 'one', id] as const;
/** A screenshot's bytes never change: kept apart, so refreshing a report does not fetch its images again. */
export const reportEvidenceQueryKey = (reportId: string, evidenceId: string) => ['report-evidence', reportId, evidenceId] as const;

/** The person's support requests: the list and each request, under one key so a change refreshes both. */
const supportQueryKey = ['support'] as const;
export const mySupportRequestsQueryKey = [...supportQueryKey, 'mine'] as const;
export const supportRequestQueryKey = (id: string) => [...supportQueryKey, 'one', id] as const;

/** The notifications; every mutation invalidates `all`. */
export type NotificationListParams = { unreadOnly: boolean; limit: number };
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** Which kinds of notification also come by e-mail: apart from `notificationKeys.all`, which every read and archive refreshes. */
export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** Members' pages: their record and reviews, under one key so a new review refreshes every page. */
export const membersQueryKey = ['members'] as const;
export const memberQueryKey = (username: string) => [...membersQueryKey, username.toLowerCase()] as const;
export const memberReviewsQueryKey = (username: string) => [...memberQueryKey(username), 'reviews'] as const;

/** The plan. */
export const subscriptionStatusQueryKey = ['subscription', 'status'] as const;
export const pricingQueryKey = ['subscription', 'pricing'] as const;

/** Every admin query key starts with 'admin', so signing out of the admin area can forget them all at once. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  apps: ['admin', 'apps'] as const,
  aiSuggestions: ['admin', 'ai-suggestions'] as const,
  users: ['admin', 'users'] as const,
  userList: (filters: AdminUsersFilters) => ['admin', 'users', 'list', filters] as const,
  userMetrics: ['admin', 'users', 'metrics'] as const,
  user: (id: string) => ['admin', 'users', 'details', id] as const,
  auditLog: ['admin', 'audit-log'] as const,
  auditLogPage: (query: AuditLogQuery) => ['admin', 'audit-log', query] as const,
  loginHint: ['admin', 'login-hint'] as const,
  systemSettings: ['admin', 'system-settings'] as const,
  /** Apart from systemSettings: the switch's optimistic change rewrites every query under that key. */
  paidFeaturesImpact: ['admin', 'paid-features-impact'] as const,
  secondFactor: ['admin', 'second-factor'] as const,
};
