import type { BenchRequest, Endpoint } from './endpoints.ts';
import type { Fixtures } from './fixtures.ts';

/** A request of the mix, named as the closed-loop stage names its endpoint. */
export type MixRequest = BenchRequest & { endpoint: string };

/** Something a person does: how often among a hundred things people do, and the requests it starts at once. */
export type Visit = { name: string; perHundred: number; endpoints: string[]; requests: () => MixRequest[] };

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * What the dashboard asks for as it opens (web/src/screens/dashboard/dashboard-loads.ts): one answer
 * holding the account, the apps one uses, one's codes, the catalogue, available codes, one's matches,
 * the apps one waits for, six opportunities, one's reports and the header's unread count.
 */
const DASHBOARD_LOADS: [name: string, path: string][] = [['GET /api/dashboard', '/api/dashboard']];

/** Opening the bell: its 20 newest notifications, and the badge's count read again. */
const BELL: [name: string, path: string][] = [
  ['GET /api/notifications?limit=20', '/api/notifications?limit=20'],
  ['GET /api/notifications/unread-count', '/api/notifications/unread-count'],
];

export const MARK_COMPLETE = 'POST /api/matches/{id}/mark-complete';
export const CONFIRM_RECEIPT = 'POST /api/matches/{id}/confirm-receipt';

function reads(loads: [string, string][], token: string): MixRequest[] {
  return loads.map(([endpoint, path]) => ({ endpoint, method: 'GET', path, headers: path.startsWith('/api/public/') ? {} : bearer(token) }));
}

/** Takes the items in turn, from the top again when they run out (a repeated move then answers 409, which counts as non-2xx). */
function inTurn<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/**
 * Real use, per hundred things people do: 55 dashboard visits (one request), 30 looks at the bell
 * (two), 8 claims, 4 sign-ups marked complete and 3 rewards confirmed: 130 requests.
 * A move with no seeded match to make it on is left out.
 */
export function realUseMix(fixtures: Fixtures, claims: Endpoint): Visit[] {
  const signUp = inTurn(fixtures.signUps);
  const reward = inTurn(fixtures.rewards);
  const post = (endpoint: string, path: string, token: string, body: object): MixRequest => ({
    endpoint,
    method: 'POST',
    path,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const visits: Visit[] = [
    {
      name: 'dashboard visit',
      perHundred: 55,
      endpoints: DASHBOARD_LOADS.map(([name]) => name),
      requests: () => reads(DASHBOARD_LOADS, pick(fixtures.people).token),
    },
    { name: 'bell opened', perHundred: 30, endpoints: BELL.map(([name]) => name), requests: () => reads(BELL, pick(fixtures.people).token) },
    { name: 'claim', perHundred: 8, endpoints: [claims.name], requests: () => [{ endpoint: claims.name, ...claims.next() }] },
  ];
  if (fixtures.signUps.length > 0) {
    visits.push({
      name: 'sign-up marked complete',
      perHundred: 4,
      endpoints: [MARK_COMPLETE],
      requests: () => {
        const { token, matchId } = signUp();
        return [post(MARK_COMPLETE, `/api/matches/${matchId}/mark-complete`, token, {})];
      },
    });
  }
  if (fixtures.rewards.length > 0) {
    visits.push({
      name: 'reward confirmed',
      perHundred: 3,
      endpoints: [CONFIRM_RECEIPT],
      requests: () => {
        const { token, matchId, amountPence } = reward();
        return [post(CONFIRM_RECEIPT, `/api/matches/${matchId}/confirm-receipt`, token, { actual_reward_amount_pence: amountPence })];
      },
    });
  }
  return visits;
}

/** Mean requests per visit. */
export function requestsPerVisit(visits: Visit[]): number {
  const weight = visits.reduce((sum, visit) => sum + visit.perHundred, 0);
  return visits.reduce((sum, visit) => sum + visit.perHundred * visit.endpoints.length, 0) / weight;
}

/** Each endpoint's share of the mix's requests. */
export function endpointShares(visits: Visit[]): Map<string, number> {
  const total = visits.reduce((sum, visit) => sum + visit.perHundred * visit.endpoints.length, 0);
  const shares = new Map<string, number>();
  for (const visit of visits) {
    for (const endpoint of visit.endpoints) shares.set(endpoint, (shares.get(endpoint) ?? 0) + visit.perHundred / total);
  }
  return shares;
}

/**
 * The requests a second the machine could serve of the mix: an endpoint that alone saturates at X
 * a second takes 1/X of the machine per request, so the mix takes the share-weighted sum of those.
 * Null when an endpoint of the mix has no figure.
 */
export function mixCapacity(visits: Visit[], perSecond: Map<string, number>): number | null {
  let secondsPerRequest = 0;
  for (const [endpoint, share] of endpointShares(visits)) {
    const rate = perSecond.get(endpoint);
    if (!rate || rate <= 0) return null;
    secondsPerRequest += share / rate;
  }
  return secondsPerRequest > 0 ? 1 / secondsPerRequest : null;
}

/** The closed loop's requests a second by endpoint, with the lifecycle moves (not in the closed loop) priced as a claim. */
export function measuredRates(results: { endpoint: string; kind: string; requestsPerSecond: number }[]): Map<string, number> {
  const rates = new Map(results.map((result) => [result.endpoint, result.requestsPerSecond]));
  const claims = results.find((result) => result.kind === 'claim');
  if (claims) for (const move of [MARK_COMPLETE, CONFIRM_RECEIPT]) rates.set(move, claims.requestsPerSecond);
  return rates;
}

/** Picks a visit by its weight; `random` in [0, 1). */
export function visitAt(visits: Visit[], random: number): Visit {
  const weight = visits.reduce((sum, visit) => sum + visit.perHundred, 0);
  let left = random * weight;
  for (const visit of visits) {
    left -= visit.perHundred;
    if (left < 0) return visit;
  }
  return visits[visits.length - 1]!;
}
