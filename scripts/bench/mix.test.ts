import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoints.ts';
import type { Fixtures } from './fixtures.ts';
import { CONFIRM_RECEIPT, MARK_COMPLETE, endpointShares, measuredRates, mixCapacity, realUseMix, requestsPerVisit, visitAt, type Visit } from './mix.ts';

const fixtures: Fixtures = {
  people: [{ id: 'p1', token: 't1' }],
  adminToken: 'admin',
  searches: [],
  sharers: [],
  claims: [],
  logos: [],
  appPages: [],
  signUps: [{ token: 'referee', matchId: 'm1' }],
  rewards: [{ token: 'referrer', matchId: 'm2', amountPence: 500 }],
};
const claims: Endpoint = {
  name: 'POST /api/matches/claim',
  kind: 'claim',
  next: () => ({ method: 'POST', path: '/api/matches/claim', headers: {}, body: '{}' }),
};

describe('realUseMix', () => {
  const mix = realUseMix(fixtures, claims);

  it('is 130 requests in a hundred visits, each visit asking as one person', () => {
    expect(requestsPerVisit(mix)).toBe(1.3);
    const dashboard = mix[0]!.requests();
    expect(dashboard).toHaveLength(1);
    expect(new Set(dashboard.filter((request) => !request.path.startsWith('/api/public/')).map((request) => request.headers.authorization))).toEqual(
      new Set(['Bearer t1']),
    );
  });

  it('moves each seeded match as its party, with the amount of a ranged reward', () => {
    const byName = (name: string) => mix.find((visit) => visit.name === name)!;
    expect(byName('sign-up marked complete').requests()).toEqual([
      expect.objectContaining({
        endpoint: MARK_COMPLETE,
        path: '/api/matches/m1/mark-complete',
        headers: expect.objectContaining({ authorization: 'Bearer referee' }),
      }),
    ]);
    expect(byName('reward confirmed').requests()).toEqual([
      expect.objectContaining({ endpoint: CONFIRM_RECEIPT, path: '/api/matches/m2/confirm-receipt', body: '{"actual_reward_amount_pence":500}' }),
    ]);
  });

  it('leaves out a move with nothing to move', () => {
    expect(realUseMix({ ...fixtures, signUps: [], rewards: [] }, claims).map((visit) => visit.name)).toEqual(['dashboard visit', 'bell opened', 'claim']);
  });
});

describe('mixCapacity', () => {
  const visits: Visit[] = [
    { name: 'a', perHundred: 75, endpoints: ['fast', 'slow'], requests: () => [] },
    { name: 'b', perHundred: 25, endpoints: ['fast', 'move'], requests: () => [] },
  ];

  it('weighs each endpoint by its share of the requests', () => {
    expect(Object.fromEntries(endpointShares(visits))).toEqual({ fast: 0.5, slow: 0.375, move: 0.125 });
  });

  it('is the rate at which the shares use the whole machine, and unknown while an endpoint has no figure', () => {
    // Per request: 0.5/1000 + 0.375/100 + 0.125/250 = 0.00475 s.
    expect(
      mixCapacity(
        visits,
        new Map([
          ['fast', 1000],
          ['slow', 100],
          ['move', 250],
        ]),
      ),
    ).toBeCloseTo(1 / 0.00475, 6);
    expect(
      mixCapacity(
        visits,
        new Map([
          ['fast', 1000],
          ['slow', 100],
        ]),
      ),
    ).toBeNull();
  });

  it('prices the lifecycle moves as a claim, and nothing else', () => {
    const rates = measuredRates([
      { endpoint: 'GET /api/matches/mine', kind: 'read', requestsPerSecond: 800 },
      { endpoint: 'POST /api/matches/claim', kind: 'claim', requestsPerSecond: 300 },
    ]);
    expect(Object.fromEntries(rates)).toEqual({ 'GET /api/matches/mine': 800, 'POST /api/matches/claim': 300, [MARK_COMPLETE]: 300, [CONFIRM_RECEIPT]: 300 });
  });

  it('picks visits by their weight', () => {
    expect(visitAt(visits, 0).name).toBe('a');
    expect(visitAt(visits, 0.7499).name).toBe('a');
    expect(visitAt(visits, 0.75).name).toBe('b');
    expect(visitAt(visits, 0.9999).name).toBe('b');
  });
});
