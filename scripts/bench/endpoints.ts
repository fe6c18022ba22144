import type { Fixtures } from './fixtures.ts';

export const BASELINE_PATH = '/bench/baseline';

export type BenchRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** One endpoint under load: `next` builds each request, so every one is a different person (or search, or claim). */
export type Endpoint = { name: string; kind: 'baseline' | 'read' | 'claim'; next: () => BenchRequest };

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function readEndpoints(fixtures: Fixtures): Endpoint[] {
  const asSomeone = (path: string): (() => BenchRequest) => () => ({ method: 'GET', path, headers: bearer(pick(fixtures.people).token) });
  return [
    { name: 'GET /api/matches/mine', kind: 'read', next: asSomeone('/api/matches/mine') },
    { name: 'GET /api/referral-codes/available', kind: 'read', next: asSomeone('/api/referral-codes/available') },
    { name: 'GET /api/notifications?limit=20', kind: 'read', next: asSomeone('/api/notifications?limit=20') },
    { name: 'GET /api/notifications/unread-count', kind: 'read', next: asSomeone('/api/notifications/unread-count') },
    { name: 'GET /api/public/apps', kind: 'read', next: () => ({ method: 'GET', path: '/api/public/apps', headers: {} }) },
    {
      name: 'GET /api/admin/users?search=…',
      kind: 'read',
      next: () => ({
        method: 'GET',
        path: `/api/admin/users?search=${encodeURIComponent(pick(fixtures.searches))}`,
        headers: bearer(fixtures.adminToken),
      }),
    },
  ];
}

/** The reference: one prepared indexed SELECT for a random person, nothing else. */
export function baselineEndpoint(fixtures: Fixtures): Endpoint {
  return { name: `GET ${BASELINE_PATH} (reference)`, kind: 'baseline', next: () => ({ method: 'GET', path: `${BASELINE_PATH}?id=${pick(fixtures.people).id}`, headers: {} }) };
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
