/**
 * Estimates show whole pounds; exact amounts keep their pence. The test adds an app of its own
 * whose rewards are in pence (£12.49 to the referrer, £1.01 to the new customer, the lowest
 * streaming bonus), so every estimate built on it would show pence if it were not rounded.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signUpAndSignIn } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, newApp, personIn, signInAsAdmin } from './support/people.ts';

/** Pence written out: "£12.49". */
const PENCE = /£[\d,]+\.\d\d/;

async function createPenceApp(page: Page): Promise<{ id: string; name: string }> {
  const login = await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const created = await page.request.post('/api/admin/apps', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: `Pence Streaming ${randomUUID().slice(0, 6)}`,
      description: 'A streaming service whose rewards are in pence.',
      category: 'streaming',
      app_url: 'https://pence-streaming.example.com',
      referrer_reward_amount_pence: 1249,
      referee_reward_amount_pence: 101,
      is_active: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

test('earning estimates are in whole pounds on every screen, offers keep their pence', async ({ page, newUser }) => {
  test.slow();
  const app = await createPenceApp(page);

  // Landing: the live figures; the streaming span starts at this app's £1.01.
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'The catalogue today' });
  // The bonuses by category fold under their heading, so the landing page stays five phone screens tall.
  await figures.getByText('Bonuses by category').click();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Streaming' })).toContainText(/Streaming £1-£\d+ \(/);
  await expect(figures).not.toContainText(PENCE);

  // How it works: the scenarios.
  await page.goto('/how-it-works');
  const scenarios = page.getByRole('region', { name: 'What your time could be worth' });
  await expect(scenarios.getByRole('listitem')).toHaveCount(3);
  await expect(scenarios).not.toContainText(PENCE);

  // Onboarding: one referral on this app is about £12, while its card keeps its £12.49.
  await page.goto('/onboarding');
  const card = page.getByRole('button', { name: app.name, exact: true });
  await card.click();
  await expect(page.getByText('Your Earning Potential').locator('..')).toContainText('Your Earning Potential£12');
  await expect(card).toHaveAccessibleDescription(/£12\.49 per referral/);

  // Dashboard: the breakdown's total and this app's five referrals, beside the exact reward per referral.
  await signUpAndSignIn(page, newUser);
  await page.goto('/dashboard');
  const breakdown = page.getByRole('region', { name: 'Earning Potential Breakdown', exact: true });
  await expect(breakdown.getByText(/if 5 people sign up with your code on each of \d+ new platforms$/)).toHaveText(
    /^£[\d,]+-£[\d,]+\s*if 5 people sign up with your code on each of \d+ new platforms$/,
  );
  const row = breakdown.getByRole('listitem').filter({ hasText: app.name });
  await expect(row).toContainText('£12.49 per referral × 5');
  await expect(row).toContainText(/× 5£62$/);

  // My Referral Codes: Potential Per App, the average referrer reward, is about £12.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect((await page.request.post('/api/user-apps', { data: { app_id: app.id, owns: true }, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    201,
  );
  await page.goto('/my-apps');
  await expect(page.getByRole('definition').nth(1)).toHaveText('£12');
});

test('catalogue apps show their brand’s mark from this site, and the others their initial', async ({ page }) => {
  await page.goto('/onboarding');
  const mark = page.getByRole('button', { name: 'Monzo', exact: true }).locator('img');
  await expect(mark).toHaveAttribute('src', /^\/api\/public\/logos\/[0-9a-f]{64}\.svg$/);
  await mark.scrollIntoViewIfNeeded();
  // Decoded means loaded and allowed by the page's content security policy; a failure would reject.
  await mark.evaluate((image: HTMLImageElement) => image.decode());
  expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Gousto has no mark in simple-icons, and no other browser test changes it (admin.spec.ts deletes Cineworld).
  const gousto = page.getByRole('button', { name: 'Gousto', exact: true });
  await expect(gousto).toBeVisible();
  await expect(gousto.locator('img')).toHaveCount(0);
  await expect(gousto.locator('[aria-hidden="true"]').first()).toHaveText('G');
});

test('an administrator deactivates an app: the claim in progress ends with the reason on its card, and the person waiting hears of it', async ({
  browser,
  page,
}) => {
  // Three people sign up, each a deliberately slow password hash.
  test.setTimeout(120_000);
  const name = `Ending Bank ${randomUUID().slice(0, 6)}`;
  const appId = await newApp(page, name);
  const sharer = await personIn(browser, 'sharer');
  const referee = await personIn(browser, 'referee');
  const waiter = await personIn(browser, 'waiter');
  // One use: the referee's claim takes it, so the next person waits.
  await call(sharer.page, sharer.token, 'post', '/api/referral-codes', { app_id: appId, referral_link: 'https://www.example.com/invite/ENDING1', max_uses: 1 });
  await call(referee.page, referee.token, 'post', '/api/matches/claim', { app_id: appId });
  const waited = await waiter.page.request.post('/api/matches/claim', { data: { app_id: appId }, headers: { Authorization: `Bearer ${waiter.token}` } });
  expect(waited.status()).toBe(409);

  await signInAsAdmin(page);
  const card = page.getByRole('region', { name: /^Active Offers/ }).getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: /^Deactivate/ }).click();
  await page.getByRole('dialog', { name: 'Deactivate offer' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('region', { name: /^Inactive Offers/ }).getByRole('article', { name, exact: true })).toBeVisible();

  // The referee's card says why the claim ended.
  await referee.page.goto('/dashboard');
  await referee.page.getByRole('button', { name: 'Show completed referrals' }).click();
  await expect(referee.page.getByRole('article', { name }).first()).toContainText(
    'The app’s offer ended before the sign-up was marked, so the claim ended. It does not count against the plan.',
  );

  // The person waiting sees the notice in the bell.
  await waiter.page.goto('/dashboard');
  await waiter.page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = waiter.page.getByRole('region', { name: 'Recent notifications' });
  await expect(bell).toContainText(`The ${name} offer has ended`);
  await expect(bell).toContainText('you are no longer waiting for a code for it');
});

test('an administrator lowers the referee reward: the referee hears what changed and the card keeps the offer as claimed', async ({ browser, page }) => {
  // Two people sign up, each a deliberately slow password hash.
  test.setTimeout(120_000);
  const name = `Changing Bank ${randomUUID().slice(0, 6)}`;
  const appId = await newApp(page, name);
  const sharer = await personIn(browser, 'sharer');
  const referee = await personIn(browser, 'referee');
  await call(sharer.page, sharer.token, 'post', '/api/referral-codes', { app_id: appId, referral_link: 'https://www.example.com/invite/CHANGE1' });
  await call(referee.page, referee.token, 'post', '/api/matches/claim', { app_id: appId });

  const { access_token: adminToken } = (await (
    await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } })
  ).json()) as {
    access_token: string;
  };
  const changed = await page.request.patch(`/api/admin/apps/${appId}`, {
    data: { referee_reward_amount_pence: 500 },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(changed.status()).toBe(200);

  await referee.page.goto('/dashboard');
  await referee.page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = referee.page.getByRole('region', { name: 'Recent notifications' });
  await expect(bell).toContainText(`The ${name} offer changed`);
  await expect(bell).toContainText('The referee reward went from £10 to £5.');
  await bell.getByRole('link', { name: /^See your match/ }).click();
  await expect(referee.page).toHaveURL(/\/dashboard\?match=/);
  const card = referee.page.getByRole('article', { name });
  const offer = card.getByRole('region', { name: 'The offer when claimed' });
  await expect(offer).toContainText('Referee reward (you)£10changed since you claimed: now £5');
  await expect(card).toBeFocused();
});

/** The slug the server gives a name (migration 0038_app_slugs), for names of plain words and digits. */
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test('an app page reads without script: its rewards, what to do and its terms', async ({ browser, page }) => {
  const name = `Scriptless Bank ${randomUUID().slice(0, 6)}`;
  await newApp(page, name);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const response = await visitor.goto(`/apps/${slugOf(name)}`);
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveTitle(`${name} referral code: £10 bonus · Referral Exchange`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name} referral code`);
  const rewards = visitor.getByRole('region', { name: 'What each side gets' });
  await expect(rewards).toContainText('You, joining with a code£10');
  await expect(rewards).toContainText('The member whose code you use£10');
  await expect(visitor.getByRole('region', { name: 'What you need to do' })).toContainText(`Sign up to ${name} with the code within`);
  await expect(visitor.getByRole('region', { name: 'Terms' })).toContainText(`${name} sets the terms of its offer`);
  await expect(visitor.getByRole('link', { name: 'Get a code' })).toHaveAttribute('href', `/onboarding?claim=${slugOf(name)}`);
  await context.close();
});

test('"Get a code" on an app page leads a new person through sign-up to a claim of that app’s code', async ({ browser, page, newUser }) => {
  const name = `Arrival Bank ${randomUUID().slice(0, 6)}`;
  const appId = await newApp(page, name);
  const sharer = await personIn(browser, 'sharer');
  await call(sharer.page, sharer.token, 'post', '/api/referral-codes', { app_id: appId, referral_link: 'https://www.example.com/invite/ARRIVAL1' });

  await page.goto(`/apps/${slugOf(name)}`);
  await expect(page.getByRole('region', { name: `${name} on Referral Exchange` })).toContainText('Codes ready to claim1');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Get a code' }).click();
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?claim=${slugOf(name)}$`));
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Username').fill(newUser.username);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByLabel('I am 18 or over and live in the UK').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(`Successfully claimed referral offer for ${name}! Check your instructions below.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('article', { name })).toContainText('ARRIVAL1');
});

test('an address under /apps that no page takes (a slug past the longest read) shows the 404 screen, loaded once', async ({ page }) => {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.goto(`/apps/${'a'.repeat(150)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(documents).toBe(1);
});

test('the server’s renderer, built beside the web app, is never served', async ({ page }) => {
  const response = await page.request.get('/.ssr/server-entry.js');
  expect(await response.text()).not.toContain('renderPublicPage');
});

test('the public pages ask the API nothing: their first paint and their hydration come from the page itself', async ({ page }) => {
  // What script asks for (app logos are images the markup names).
  const asked: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'eventsource', 'websocket'].includes(request.resourceType())) asked.push(`${page.url()} ${request.url()}`);
  });
  for (const path of ['/', '/how-it-works', '/apps', '/apps/category/banking', '/apps/monzo']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(asked).toEqual([]);
});
