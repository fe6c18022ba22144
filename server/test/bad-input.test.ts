import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badRequestArbitrary, describeBadRequest, knownBadRequests, schemaKeys, type BadRequest } from './bad-input-arbitraries.ts';
import { useTestApp } from './helper.ts';
import { ROUTE_RULES, registeredRouteKeys, splitKey } from './route-rules.ts';
import { changedTables, digestTables } from './table-digest.ts';

/**
 * Every route, sent inputs it does not expect: wrong types, missing and extra fields, huge and odd
 * text, bad ids, other JSON values and text that is not JSON. None may answer 5xx; every 4xx says
 * why in `detail`; and a refused request leaves every table as it was.
 *
 * Each run starts with known-bad requests (knownBadRequests), then random ones. BAD_INPUT_SEED=<n>
 * replays a failure with the seed fast-check printed (add `-t '<route>'` to run that route alone);
 * BAD_INPUT_RUNS=<n> sets the random runs per route that reads input (default 20; a quarter of
 * that for the others).
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 20);
const SEED = process.env.BAD_INPUT_SEED === undefined ? undefined : Number(process.env.BAD_INPUT_SEED);

// Sign-in routes are sent many requests here; the throttle would turn most of them into 429s.
const t = useTestApp({
  signInLimits: {
    attemptsPerClientPerMinute: 1_000_000,
    registrationsPerClientPerHour: 1_000_000,
    failuresPerAccountAndClient: 1_000_000,
    failuresPerAccount: 1_000_000,
    resetRequestsPerClientPerHour: 1_000_000,
  },
});

/** Refusals that write by design, and the only tables they may write. */
const WRITES_ON_REFUSAL: Record<string, { status: number; tables: string[] }> = {
  // No code to hand out: the claim is kept as waiting demand, met when someone shares one (docs/decisions/marketplace.md).
  'POST /api/matches/claim': { status: 409, tables: ['claim_requests'] },
};

function describeAnswer(key: string, request: BadRequest, status: number, body: string): string {
  return `${key}, ${describeBadRequest(request)} -> ${status} ${body.slice(0, 300)}`;
}

describe('bad input', () => {
  it('has a rule for every route the app registers', () => {
    expect(registeredRouteKeys(t.app).filter((key) => !(key in ROUTE_RULES))).toEqual([]);
  });

  for (const [key, rule] of Object.entries(ROUTE_RULES)) {
    const { method, url } = splitKey(key);
    it(key, { timeout: 180_000 }, async () => {
      const route = t.app.routeTable.find((candidate) => candidate.url === url && [candidate.method].flat().includes(method));
      expect(route, `${key} is not a route the app registers`).toBeDefined();
      const schema = route?.schema ?? {};
      const takesInput = Boolean(schema.body || schema.params || schema.querystring);
      if (rule.stream) {
        // A stream never ends through inject; it reads nothing but its token, which the matrix covers.
        expect(takesInput, `${key} is a stream that reads input: test it over a real connection`).toBe(false);
        return;
      }
      const newCaller = () => (rule.gate === 'admin' ? t.createAdmin() : t.createUser());
      const caller = await newCaller();
      const scene = rule.scene ? await rule.scene(t, caller) : {};
      if (schema.body) expect(scene.body, `${key} reads a body: its scene in route-rules.ts must give a valid one`).toBeDefined();
      const elsewhere = rule.scene && /[:*]/.test(url) ? await rule.scene(t, await newCaller()) : {};
      const token = rule.gate === 'user' || rule.gate === 'admin' ? caller.token : undefined;
      const inputs = {
        method,
        url,
        scene,
        otherIds: Object.values(elsewhere.params ?? {}),
        bodyKeys: schemaKeys(schema.body),
        queryKeys: schemaKeys(schema.querystring),
        takesBody: method !== 'GET',
      };

      let baseline = await digestTables(t.db);
      const property = fc.asyncProperty(badRequestArbitrary(inputs), async (request) => {
        const response = await t.app.inject({
          method,
          url: request.url,
          headers: { ...(request.contentType ? { 'content-type': request.contentType } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const after = await digestTables(t.db);
        const said = describeAnswer(key, request, response.statusCode, response.body);
        expect(response.statusCode, `a server error: ${said}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          let detail: unknown;
          try {
            detail = (JSON.parse(response.body) as { detail?: unknown }).detail;
          } catch {
            detail = undefined;
          }
          expect(typeof detail === 'string' && detail.trim().length > 0, `a refusal without a detail: ${said}`).toBe(true);
          const allowed = WRITES_ON_REFUSAL[key]?.status === response.statusCode ? WRITES_ON_REFUSAL[key]!.tables : [];
          const changed = changedTables(baseline, after).filter((table) => !allowed.includes(table));
          expect(changed, `a refusal that changed these tables: ${said}`).toEqual([]);
        }
        baseline = after;
      });
      await fc.assert(property, {
        numRuns: takesInput ? RUNS : Math.ceil(RUNS / 4),
        examples: knownBadRequests(inputs).map((request) => [request]),
        ...(SEED === undefined ? {} : { seed: SEED }),
      });
    });
  }
});
