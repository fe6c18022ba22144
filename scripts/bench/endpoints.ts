import { CARD_QUEUE_PAGE_SIZE } from '#contract/admin/rules.ts';
import type { Fixtures } from './fixtures.ts';

export const BASELINE_PATH = '/bench/baseline';

export type BenchRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/**
 * One endpoint under load: `next` builds each request, so every one is a different person (or
 * search, or claim). `everyone`, for the reads made as a person, asks once as each of the people
 * the run picks from, so the warm-up leaves each one's rows in the database's cache.
 */
export type Endpoint = {
  name: string;
  kind: 'baseline' | 'read' | 'claim';
  /** The answer it is meant to get when not a 2xx: 304 for a read asked again with nothing changed. */
  answers?: 304;
  next: () => BenchRequest;
  everyone?: { count: number; request: (index: number) => BenchRequest };
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Words people search the catalogue for, each found in some seeded apps' names or descriptions. */
const CATALOGUE_SEARCHES = ['mon', 'bank', 'cash', 'invest', 'card', 'crédit'].map(encodeURIComponent);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The team's two queues of cards, the first page as their tabs ask for it. */
export const REPORT_QUEUE_PATH = `/api/admin/reports?status=OPEN&limit=${CARD_QUEUE_PAGE_SIZE}`;
export const SUPPORT_QUEUE_PATH = `/api/admin/support-requests?status=OPEN&limit=${CARD_QUEUE_PAGE_SIZE}`;

export function readEndpoints(fixtures: Fixtures): Endpoint[] {
  const asPerson =
    (path: string) =>
    (person: { token: string }): BenchRequest => ({ method: 'GET', path, headers: bearer(person.token) });
  const asSomeone = (name: string, path: string): Endpoint => {
    const request = asPerson(path);
    return {
      name,
      kind: 'read',
      next: () => request(pick(fixtures.people)),
      everyone: { count: fixtures.people.length, request: (index) => request(fixtures.people[index % fixtures.people.length]!) },
    };
  };
  return [
    // What the dashboard asks for as it opens (the parts below in one answer).
    asSomeone('GET /api/dashboard', '/api/dashboard'),
    // The dashboard asked again with nothing changed since (If-None-Match: * names whatever it holds):
    // the versions read and 304, the answer never built (server/plugins/conditional-reads.ts).
    {
      ...asSomeone('GET /api/dashboard asked again (304)', '/api/dashboard'),
      answers: 304,
      next: () => ({ method: 'GET', path: '/api/dashboard', headers: { ...bearer(pick(fixtures.people).token), 'if-none-match': '*' } }),
    },
    asSomeone('GET /api/matches/mine', '/api/matches/mine'),
    // A deeper page of the same list, as the dashboard's completed referrals read it while the person scrolls.
    asSomeone('GET /api/matches/mine?page=2&limit=10', '/api/matches/mine?page=2&limit=10'),
    // The dashboard's matches: every active one, and a later page of finished ones as Show completed referrals reads it.
    asSomeone('GET /api/matches/mine?state=active&limit=200', '/api/matches/mine?state=active&limit=200'),
    asSomeone('GET /api/matches/mine?state=finished&limit=20&page=2', '/api/matches/mine?state=finished&limit=20&page=2'),
    asSomeone('GET /api/matches/summary', '/api/matches/summary'),
    asSomeone('GET /api/referral-codes/available', '/api/referral-codes/available'),
    // What the dashboard holds of the offers: the first six, how many, the best (the whole list is read on "Show all").
    asSomeone('GET /api/referral-codes/available/summary', '/api/referral-codes/available/summary'),
    // The dashboard's Available Offers searched, filtered and sorted (the trigram index and each kind of filter's own statement).
    asSomeone(
      'GET /api/referral-codes/available?search=mon&category=banking&sort=reward',
      '/api/referral-codes/available?search=mon&category=banking&sort=reward',
    ),
    asSomeone('GET /api/referral-codes/available?sort=rating', '/api/referral-codes/available?sort=rating'),
    asSomeone('GET /api/referral-codes/mine', '/api/referral-codes/mine'),
    // The rest of what the dashboard's parts are, each as its own call (other clients, and the screens' later refetches).
    asSomeone('GET /api/auth/me', '/api/auth/me'),
    asSomeone('GET /api/user-apps', '/api/user-apps'),
    asSomeone('GET /api/matches/waiting', '/api/matches/waiting'),
    asSomeone('GET /api/matches/opportunities?limit=6', '/api/matches/opportunities?limit=6'),
    asSomeone('GET /api/notifications?limit=20', '/api/notifications?limit=20'),
    asSomeone('GET /api/notifications/unread-count', '/api/notifications/unread-count'),
    // My Referral Codes as it opens: the header's reads and the screen's own, in one batch (web/src/app/screen-loads.ts).
    asSomeone(
      'GET /api/batch (My Referral Codes)',
      `/api/batch?${new URLSearchParams(['/api/auth/me', '/api/notifications/unread-count', '/api/user-apps', '/api/referral-codes/mine'].map((read) => ['get', read])).toString()}`,
    ),
    // A member's page, as someone opens it from an offer: a sharer's record and newest reviews.
    ...(fixtures.sharers.length === 0
      ? []
      : [
          {
            name: 'GET /api/members/{username}',
            kind: 'read' as const,
            next: () => ({
              method: 'GET' as const,
              path: `/api/members/${encodeURIComponent(pick(fixtures.sharers))}`,
              headers: bearer(pick(fixtures.people).token),
            }),
          },
          {
            name: 'GET /api/members/{username}/reviews?page=2',
            kind: 'read' as const,
            next: () => ({
              method: 'GET' as const,
              path: `/api/members/${encodeURIComponent(pick(fixtures.sharers))}/reviews?page=2`,
              headers: bearer(pick(fixtures.people).token),
            }),
          },
        ]),
    asSomeone('GET /api/reports/mine', '/api/reports/mine'),
    // Analytics (open to everyone: the bench leaves paid features off): the figures and the matches' download.
    asSomeone('GET /api/analytics/summary?weeks=12', '/api/analytics/summary?weeks=12'),
    asSomeone('GET /api/analytics/matches.csv', '/api/analytics/matches.csv'),
    asSomeone('GET /api/support/requests/mine', '/api/support/requests/mine'),
    { name: 'GET /api/public/apps', kind: 'read', next: () => ({ method: 'GET', path: '/api/public/apps', headers: {} }) },
    // The catalogue searched and sorted: chosen in the process from the kept catalogue.
    {
      name: 'GET /api/public/apps?search=…&sort=reward',
      kind: 'read',
      next: () => ({ method: 'GET', path: `/api/public/apps?search=${pick(CATALOGUE_SEARCHES)}&sort=reward`, headers: {} }),
    },
    // A catalogue logo, as a browser without it cached loads it (a primary-key read of its bytes).
    ...(fixtures.logos.length === 0
      ? []
      : [
          {
            name: 'GET /api/public/logos/{hash}.svg',
            kind: 'read' as const,
            next: () => ({ method: 'GET' as const, path: pick(fixtures.logos), headers: {} }),
          },
        ]),
    // An app's public page, rendered on the server (run.ts builds the web app first: its build renders it).
    ...(fixtures.appPages.length === 0
      ? []
      : [{ name: 'GET /apps/{slug}', kind: 'read' as const, next: () => ({ method: 'GET' as const, path: pick(fixtures.appPages), headers: {} }) }]),
    {
      name: 'GET /api/admin/users?search=…',
      kind: 'read',
      next: () => ({
        method: 'GET',
        path: `/api/admin/users?search=${encodeURIComponent(pick(fixtures.searches))}`,
        headers: bearer(fixtures.adminToken),
      }),
    },
    // The team's queue of open reports, oldest first, each with both parties' whole records: a page as the Reports tab asks for it.
    {
      name: `GET ${REPORT_QUEUE_PATH}`,
      kind: 'read',
      next: () => ({ method: 'GET', path: REPORT_QUEUE_PATH, headers: bearer(fixtures.adminToken) }),
    },
    // The team's queue of reported reviews, the longest waiting first, each with its newest reports.
    {
      name: 'GET /api/admin/reviews?status=REPORTED',
      kind: 'read',
      next: () => ({ method: 'GET', path: '/api/admin/reviews?status=REPORTED', headers: bearer(fixtures.adminToken) }),
    },
    // The team's flagged matches, the longest waiting first, each with its match and both parties.
    {
      name: 'GET /api/admin/flags?status=OPEN',
      kind: 'read',
      next: () => ({ method: 'GET', path: '/api/admin/flags?status=OPEN', headers: bearer(fixtures.adminToken) }),
    },
    // One member's flagged matches, found by username: a sharer, whose matches are the most to look through.
    ...(fixtures.sharers.length === 0
      ? []
      : [
          {
            name: 'GET /api/admin/flags?member={username}',
            kind: 'read' as const,
            next: () => ({
              method: 'GET' as const,
              path: `/api/admin/flags?member=${encodeURIComponent(pick(fixtures.sharers))}`,
              headers: bearer(fixtures.adminToken),
            }),
          },
        ]),
    // The team's support queue: Premium first, then the oldest, each with its member and thread, a page as the Support tab asks for it.
    {
      name: `GET ${SUPPORT_QUEUE_PATH}`,
      kind: 'read',
      next: () => ({ method: 'GET', path: SUPPORT_QUEUE_PATH, headers: bearer(fixtures.adminToken) }),
    },
    // What the paid-features switch would change, asked by its confirmation: one pass over the people.
    {
      name: 'GET /api/admin/system-settings/paid_features_enabled/impact',
      kind: 'read',
      next: () => ({ method: 'GET', path: '/api/admin/system-settings/paid_features_enabled/impact', headers: bearer(fixtures.adminToken) }),
    },
    {
      name: 'GET /api/admin/audit-log?entity_type=report',
      kind: 'read',
      next: () => ({ method: 'GET', path: '/api/admin/audit-log?entity_type=report', headers: bearer(fixtures.adminToken) }),
    },
  ];
}

/** The reference: one prepared indexed SELECT for a random person, nothing else. */
export function baselineEndpoint(fixtures: Fixtures): Endpoint {
  return {
    name: `GET ${BASELINE_PATH} (reference)`,
    kind: 'baseline',
    next: () => ({ method: 'GET', path: `${BASELINE_PATH}?id=${pick(fixtures.people).id}`, headers: {} }),
  };
}

/** Claims by app, each a person and app the per-person limit allows, taken in turn (again from the top if they run out). */
export function claimEndpoint(fixtures: Fixtures): Endpoint {
  if (fixtures.claims.length === 0) throw new Error('No person and app are left that the per-person limit allows a claim for');
  let next = 0;
  return {
    name: 'POST /api/matches/claim',
    kind: 'claim',
    next: () => {
      const claim = fixtures.claims[next % fixtures.claims.length]!;
      next += 1;
      return {
        method: 'POST',
        path: '/api/matches/claim',
        headers: { ...bearer(claim.token), 'content-type': 'application/json' },
        body: JSON.stringify({ app_id: claim.appId }),
      };
    },
  };
}
