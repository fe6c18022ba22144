import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from './helper.ts';
import { ROUTE_RULES, registeredRouteKeys, splitKey, urlFor, type Call, type RouteRule } from './route-rules.ts';
import { openSse, type SseClient } from './sse-client.ts';
import { changedTables, digestTables } from './table-digest.ts';

/**
 * Every route the app registers, called by everyone who might call it: nobody, a broken token, a
 * user, another user on the first one's objects, an administrator, a user on admin routes and an
 * administrator on user routes. The rules live in route-rules.ts; a route missing there fails here.
 */
const t = useTestApp({ devAdminHint: { username: 'admin', password: 'admin12345' } });

const SIGN_IN = 'Please sign in to continue';
const ADMIN_SIGN_IN = 'Administrator sign-in required';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const ADMIN_SESSION_ON_USER_ROUTE = 'This session is for the administrator area. Please sign in as a user.';
const NOT_ADMIN = 'Administrator access required';
const BROKEN_TOKEN = 'not-a-token';

let baseUrl: string;
const streams: SseClient[] = [];
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => streams.forEach((stream) => stream.close()));

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Refusal = { who: string; token?: string; status: number; detail: string };

async function send(method: Method, url: string, call: Call, token?: string) {
  const headers = call.contentType ? { 'content-type': call.contentType } : {};
  return t.request({ method, url: urlFor(url, call), token, headers, ...(call.body === undefined ? {} : { payload: call.body as object }) });
}

async function adminScopedToken(user: TestUser): Promise<string> {
  return t.tokens.issue({ userId: user.id, scope: 'admin' });
}

/** The callers a guarded route must turn away, with the answer each gets. */
async function refusals(rule: RouteRule, caller: TestUser): Promise<Refusal[]> {
  const deactivated = await t.createUser({ isActive: false });
  const gone = await t.createUser();
  await t.request({ method: 'DELETE', url: '/api/auth/account', token: gone.token });
  if (rule.gate === 'user') {
    const admin = await t.createAdmin();
    return [
      { who: 'no token', status: 401, detail: SIGN_IN },
      { who: 'a broken token', token: BROKEN_TOKEN, status: 401, detail: SESSION_ENDED },
      {
        who: 'a validly signed token whose subject is not an account id',
        token: await t.tokens.issue({ userId: 'not-a-uuid', scope: 'user' }),
        status: 401,
        detail: SESSION_ENDED,
      },
      { who: "a deactivated user's token", token: deactivated.token, status: 401, detail: SESSION_ENDED },
      { who: "a deleted user's token", token: gone.token, status: 401, detail: SESSION_ENDED },
      { who: "an administrator's admin token", token: admin.token, status: 401, detail: ADMIN_SESSION_ON_USER_ROUTE },
      { who: "the caller's own account with an admin-scoped token", token: await adminScopedToken(caller), status: 401, detail: ADMIN_SESSION_ON_USER_ROUTE },
    ];
  }
  const member = await t.createUser();
  const demoted = await t.createUser({ isAdmin: false });
  const deactivatedAdmin = await t.createUser({ isAdmin: true, isActive: false });
  return [
    { who: 'no token', status: 401, detail: ADMIN_SIGN_IN },
    { who: 'a broken token', token: BROKEN_TOKEN, status: 401, detail: SESSION_ENDED },
    {
      who: 'a validly signed token whose subject is not an account id',
      token: await t.tokens.issue({ userId: 'admin', scope: 'admin' }),
      status: 401,
      detail: SESSION_ENDED,
    },
    { who: "a user's token", token: member.token, status: 403, detail: NOT_ADMIN },
    { who: "the administrator's own user token", token: (await t.createUser({ isAdmin: true })).token, status: 403, detail: NOT_ADMIN },
    { who: 'an admin-scoped token of an account without the admin right', token: await adminScopedToken(demoted), status: 403, detail: NOT_ADMIN },
    { who: "a deactivated administrator's admin token", token: await adminScopedToken(deactivatedAdmin), status: 401, detail: SESSION_ENDED },
    { who: "a deleted user's admin-scoped token", token: await adminScopedToken(gone), status: 401, detail: SESSION_ENDED },
  ];
}

function expectSuccess(response: { statusCode: number; body: string }, who: string): void {
  expect(response.statusCode, `${who}: ${response.body}`).toBeGreaterThanOrEqual(200);
  expect(response.statusCode, `${who}: ${response.body}`).toBeLessThan(300);
}

async function checkOpenRoute(key: string, rule: RouteRule): Promise<void> {
  const { method, url } = splitKey(key);
  const caller = await t.createUser();
  // A sign-in route is shown open by reaching its validation (no token changes that), without the cost of a password hash.
  const call: Call = rule.gate === 'sign-in' ? { body: {} } : rule.scene ? await rule.scene(t, caller) : {};
  const anonymous = await send(method, url, call);
  if (rule.gate === 'sign-in') expect(anonymous.statusCode, anonymous.body).toBe(422);
  else expect(anonymous.statusCode, anonymous.body).toBeLessThan(400);
  if (rule.gate === 'sign-in') expect(anonymous.headers['cache-control'], `${key}: Cache-Control`).toBe('no-store');
  const admin = await t.createAdmin();
  for (const [who, token] of [
    ['a broken token', BROKEN_TOKEN],
    ["a user's token", caller.token],
    ["an administrator's token", admin.token],
  ] as const) {
    expect((await send(method, url, call, token)).statusCode, `${key} with ${who}`).toBe(anonymous.statusCode);
  }
  if (method === 'GET') expect((await send('HEAD', url, call)).statusCode, `HEAD ${url}`).toBe(anonymous.statusCode);
}

async function checkGuardedRoute(key: string, rule: RouteRule): Promise<void> {
  const { method, url } = splitKey(key);
  const caller = rule.gate === 'admin' ? await t.createAdmin() : await t.createUser();
  const scene = rule.scene ? await rule.scene(t, caller) : {};
  const turnedAway = await refusals(rule, caller);
  const stranger = await t.createUser();

  const before = await digestTables(t.db);
  for (const refusal of turnedAway) {
    const response = await send(method, url, scene, refusal.token);
    expect(response.statusCode, `${key} with ${refusal.who}`).toBe(refusal.status);
    // A stream's refusal is checked by its status only: the stream's answer is not a JSON document.
    if (!rule.stream) expect(response.json(), `${key} with ${refusal.who}`).toEqual({ detail: refusal.detail });
    if (method === 'GET') expect((await send('HEAD', url, scene, refusal.token)).statusCode, `HEAD ${url} with ${refusal.who}`).toBe(refusal.status);
  }
  if (rule.owned) {
    const response = await send(method, url, scene, stranger.token);
    expect(response.statusCode, `${key} by another user on the caller's ${rule.owned}: ${response.body}`).toBe(404);
    expect(response.json<{ detail: string }>().detail).toMatch(/\S/);
  }
  expect(changedTables(before, await digestTables(t.db)), `${key}: tables a refused call changed`).toEqual([]);

  if (rule.stream) {
    const stream = await openSse(`${baseUrl}${urlFor(url, scene)}`, caller.token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    stream.close();
  } else {
    const answer = await send(method, url, scene, caller.token);
    expectSuccess(answer, `${key} by its rightful caller`);
    // It depends on who asks, so nothing may keep it.
    expect(answer.headers['cache-control'], `${key}: Cache-Control`).toBe('no-store');
    if (method === 'GET') expectSuccess(await send('HEAD', url, scene, caller.token), `HEAD ${url} by its rightful caller`);
  }
  if (scene.party) {
    const response = await send(method, url, scene, scene.party.user.token);
    expect(response.statusCode, `${key} by the other party: ${response.body}`).toBe(scene.party.status);
  }
}

describe('authorization matrix', () => {
  it('classifies every route the app registers, and only those', () => {
    const registered = registeredRouteKeys(t.app);
    expect(
      registered.filter((key) => !(key in ROUTE_RULES)),
      'routes with no rule in server/test/route-rules.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_RULES).filter((key) => !registered.includes(key)),
      'rules for routes the app does not register',
    ).toEqual([]);
    // Without a web root nothing else is served, so every route is under /api and covered above.
    expect(t.app.routeTable.filter((route) => !route.url.startsWith('/api')).map((route) => route.url)).toEqual([]);
  });

  for (const [key, rule] of Object.entries(ROUTE_RULES)) {
    it(`${key}: ${rule.gate}${rule.owned ? `, naming the caller's own ${rule.owned}` : ''}`, async () => {
      if (rule.gate === 'public' || rule.gate === 'sign-in') await checkOpenRoute(key, rule);
      else await checkGuardedRoute(key, rule);
    });
  }
});
