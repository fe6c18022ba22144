import type { APIRequestContext, Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiCall, apiPerson } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/** The most uses a code may have (contract/referral-codes/rules.ts). */
const MAX_USES = 100;

/**
 * A member with `count` matches, claimed through the API from codes on an app of the test's own that
 * one may claim again and again: one claimed, marked complete and confirmed by both (a completed
 * match to rate), one marked complete, the rest in progress. The codes have exactly as many uses,
 * so none is left on offer to the worker's later tests. Answers the member's token.
 */
async function memberWithMatches(request: APIRequestContext, count: number): Promise<string> {
  const unique = randomUUID().slice(0, 6);
  const admin = (await apiCall(request, 'post', '/api/admin/login', null, { username: 'admin', password: 'admin12345' })).access_token as string;
  const app = (await apiCall(request, 'post', '/api/admin/apps', admin, {
    name: `Request Count Bank ${unique}`,
    description: 'A UK app for the dashboard requests test.',
    category: 'banking',
    app_url: `https://request-count-${unique}.example`,
    referrer_reward_amount_pence: 1000,
    referee_reward_amount_pence: 1000,
    max_uses_per_user: null,
    is_active: true,
  })) as { id: string; app_url: string };
  const member = await apiPerson(request, 'member');
  const sharers: { token: string; code: string }[] = [];
  for (let index = 0; index * MAX_USES < count; index += 1) {
    const token = await apiPerson(request, 'sharer');
    const code = await apiCall(request, 'post', '/api/referral-codes', token, {
      app_id: app.id,
      referral_link: `${app.app_url}/invite/CODE${unique}${index}`,
      max_uses: Math.min(MAX_USES, count - index * MAX_USES),
    });
    sharers.push({ token, code: code.id as string });
  }
  const matchIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const sharer = sharers[Math.floor(index / MAX_USES)]!;
    matchIds.push((await apiCall(request, 'post', `/api/referral-codes/claim/${sharer.code}`, member)).match_id as string);
  }
  const [completed, markedDone] = matchIds;
  for (const id of [completed!, markedDone!]) await apiCall(request, 'post', `/api/matches/${id}/mark-complete`, member);
  await apiCall(request, 'post', `/api/matches/${completed}/confirm-receipt`, member, {});
  await apiCall(request, 'post', `/api/matches/${completed}/confirm-receipt`, sharers[0]!.token, {});
  return member;
}

/** The calls the dashboard's parts are on their own (user-side.md §7): its one answer stands for all of them. */
const PART_CALLS = [
  '/api/auth/me',
  '/api/user-apps',
  '/api/referral-codes/mine',
  '/api/public/apps',
  '/api/referral-codes/available',
  '/api/matches/mine',
  '/api/matches/summary',
  '/api/matches/waiting',
  '/api/matches/opportunities',
  '/api/reports/mine',
  '/api/notifications/unread-count',
];

/** The health check, asked for by the test once the dashboard is drawn: every request the page started before it is recorded before it. */
const BARRIER = '/api/health';

/**
 * Opens `path` and answers the API requests the page made until `drawn` holds (each as its path and
 * query), and those it started once drawn: a hook that mounted and asked again would do so in its
 * effects, within the frames after drawing, so the test waits two frames and then sends a request
 * of its own, and takes what came before it. Images under /api (app logos) are not API requests,
 * and the live stream, which may open just after drawing, is not a read.
 */
async function visit(page: Page, path: string, drawn: () => Promise<void>): Promise<{ beforeDrawn: string[]; soonAfter: string[] }> {
  // The page before ends first: its own requests (a live stream trying again as the page is left)
  // are not this visit's. The browser keeps what it stores (the token, the last visit's answers).
  await page.goto('about:blank');
  const requests: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.resourceType() !== 'image') requests.push(`${url.pathname}${url.search}`);
  };
  page.on('request', record);
  await page.goto(path);
  await drawn();
  const beforeDrawn = [...requests];
  const barrier = page.waitForRequest((request) => new URL(request.url()).pathname === BARRIER);
  await page.evaluate(async (barrierPath) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await fetch(barrierPath);
  }, BARRIER);
  await barrier;
  page.off('request', record);
  const soonAfter = requests.slice(beforeDrawn.length).filter((request) => !request.startsWith(BARRIER) && !request.startsWith('/api/notifications/stream'));
  return { beforeDrawn, soonAfter };
}

/** The dashboard, drawn once its figures under Your Referrals and its greeting are; each request as its path alone. */
async function visitDashboard(page: Page): Promise<{ beforeDrawn: string[]; soonAfter: string[] }> {
  const { beforeDrawn, soonAfter } = await visit(page, '/dashboard', async () => {
    await expect(page.getByText(/^\d+ claimed by you · \d+ from you$/)).toBeVisible();
    await expect(page.getByText(/^Welcome/)).toBeVisible();
  });
  const pathOf = (request: string) => request.split('?', 1)[0]!;
  return { beforeDrawn: beforeDrawn.map(pathOf), soonAfter: soonAfter.map(pathOf) };
}

function expectOneRequestAndTheStream({ beforeDrawn, soonAfter }: { beforeDrawn: string[]; soonAfter: string[] }): void {
  expect(beforeDrawn.length, `API requests before the dashboard was drawn: ${beforeDrawn.join(', ')}`).toBeLessThanOrEqual(2);
  // One answer: the one the page asked for as it was read, which the app took instead of asking again.
  expect(beforeDrawn.filter((path) => path === '/api/dashboard')).toHaveLength(1);
  for (const path of beforeDrawn) expect(['/api/dashboard', '/api/notifications/stream']).toContain(path);
  // The hooks found their parts fresh: none asked again on its own once drawn.
  expect(soonAfter.filter((path) => PART_CALLS.includes(path) || path === '/api/dashboard')).toEqual([]);
}

// Up to 200 claims and three sign-ups (each a deliberately slow password hash) before the visit.
test.describe.configure({ timeout: 180_000 });

for (const count of [3, 200]) {
  test(`the dashboard is drawn after at most two API requests with ${count} matches, on a first visit and on a return`, async ({ browser, request }) => {
    const token = await memberWithMatches(request, count);
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);

    expectOneRequestAndTheStream(await visitDashboard(page));
    // The summary counts every match, beyond the list's newest 100.
    await expect(page.getByText(`${count} claimed by you · 0 from you`, { exact: true })).toBeVisible();
    if (count === 3) await expectAccessible(page);

    // A return: the last visit's answers are drawn from the browser's store while the one request refreshes them.
    expectOneRequestAndTheStream(await visitDashboard(page));
    await page.context().close();
  });
}

/** The other signed-in screens: the header's reads and the screen's own, each in one GET /api/batch. */
const SCREENS = ['/my-apps', '/notifications', '/reports', '/analytics', '/profile'];

/** A screen, drawn once its main part is there and nothing says it is loading. */
function visitScreen(page: Page, path: string): Promise<{ beforeDrawn: string[]; soonAfter: string[] }> {
  return visit(page, path, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^(Loading|Authenticating)/ })).toHaveCount(0);
  });
}

test('every other signed-in screen is drawn after one batch of reads and the live stream, and asks for nothing again once drawn', async ({
  browser,
  request,
}) => {
  const token = await memberWithMatches(request, 3);
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  const me = await apiCall(request, 'get', '/api/auth/me', token);
  for (const [index, path] of [...SCREENS, `/members/${String(me.username)}`].entries()) {
    const { beforeDrawn, soonAfter } = await visitScreen(page, path);
    // One request for the screen's reads (a batch, or a lone read when the rest were still fresh), and the stream.
    const reads = beforeDrawn.filter((url) => !url.startsWith('/api/notifications/stream'));
    expect(reads.length, `${path}: API requests before it was drawn: ${beforeDrawn.join(', ')}`).toBeLessThanOrEqual(1);
    if (index === 0) {
      // The first visit has nothing in hand: the header's reads and the screen's own, together.
      const asked = new URL(reads[0]!, 'http://localhost').searchParams.getAll('get').map((read) => read.split('?', 1)[0]);
      expect(asked, path).toEqual(['/api/auth/me', '/api/notifications/unread-count', '/api/user-apps', '/api/referral-codes/mine']);
    }
    expect(soonAfter, `${path}: asked again once drawn`).toEqual([]);
  }
  await page.context().close();
});

test('each admin tab is drawn after one request: the badges’ counts and the tab’s own reads together', async ({ browser, request }) => {
  const admin = (await apiCall(request, 'post', '/api/admin/login', null, { username: 'admin', password: 'admin12345' })).access_token as string;
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((token) => {
    window.localStorage.setItem('adminToken', token);
    window.localStorage.setItem('isAdmin', 'true');
  }, admin);
  for (const tab of ['apps', 'settings', 'users', 'reports', 'support', 'audit']) {
    const { beforeDrawn, soonAfter } = await visitScreen(page, `/admin/dashboard?tab=${tab}`);
    expect(beforeDrawn.length, `${tab}: API requests before it was drawn: ${beforeDrawn.join(', ')}`).toBeLessThanOrEqual(1);
    expect(beforeDrawn[0], tab).toMatch(/^\/api\/batch\?/);
    expect(soonAfter, `${tab}: asked again once drawn`).toEqual([]);
  }
  await page.context().close();
});
