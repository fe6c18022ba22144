import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiCall, apiPerson, setPaidFeatures, signUpAndSignIn } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Several sign-ups at full hashing cost, and an accessibility scan per screen.
test.slow();
test.afterEach(async ({ request }) => setPaidFeatures(request, false));

/**
 * Two new apps with fixed rewards, and the referrer's code for each claimed by three people: on the
 * first one reward confirmed by both and one cancelled, on the second a sign-up marked and waiting.
 */
async function referrerHistory(request: APIRequestContext, referrerToken: string): Promise<{ first: string; second: string }> {
  const unique = randomUUID().slice(0, 6);
  const admin = (await apiCall(request, 'post', '/api/admin/login', null, { username: 'admin', password: 'admin12345' })).access_token as string;
  const newApp = async (name: string, referrerPence: number) =>
    (await apiCall(request, 'post', '/api/admin/apps', admin, {
      name: `${name} ${unique}`,
      description: 'A UK app for the analytics test.',
      category: 'banking',
      app_url: `https://${name.toLowerCase().replaceAll(' ', '-')}-${unique}.example`,
      referrer_reward_amount_pence: referrerPence,
      referee_reward_amount_pence: 1000,
      max_uses_per_user: 1,
      is_active: true,
    })) as { id: string; name: string; app_url: string };
  const first = await newApp('Analytics First Bank', 2000);
  const second = await newApp('Analytics Second Shop', 1500);
  const codeOf = async (app: { id: string; app_url: string }) =>
    (
      await apiCall(request, 'post', '/api/referral-codes', referrerToken, {
        app_id: app.id,
        referral_link: `${app.app_url}/invite/CODE${unique}`,
        max_uses: 5,
      })
    ).id as string;
  const [firstCode, secondCode] = [await codeOf(first), await codeOf(second)];
  const claim = async (token: string, codeId: string) => (await apiCall(request, 'post', `/api/referral-codes/claim/${codeId}`, token)).match_id as string;

  const [rewarded, cancelled, waiting] = [await apiPerson(request, 'ada'), await apiPerson(request, 'ben'), await apiPerson(request, 'cas')];
  const done = await claim(rewarded, firstCode);
  await apiCall(request, 'post', `/api/matches/${done}/mark-complete`, rewarded);
  await apiCall(request, 'post', `/api/matches/${done}/confirm-receipt`, rewarded, {});
  await apiCall(request, 'post', `/api/matches/${done}/confirm-receipt`, referrerToken, {});
  await apiCall(request, 'post', `/api/matches/${await claim(cancelled, firstCode)}/cancel`, cancelled);
  await apiCall(request, 'post', `/api/matches/${await claim(waiting, secondCode)}/mark-complete`, waiting);
  return { first: first.name, second: second.name };
}

/** A panel of the screen, by its heading. */
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Every figure of the panel's table is the one its chart draws: each bar's title says its category, series and figure. */
async function expectChartAgreesWithTable(section: Locator): Promise<void> {
  const table = section.getByRole('table');
  const columns = await table.locator('thead th').allTextContents();
  const rows = await table.locator('tbody tr').all();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const [category, ...figures] = await row.locator('th, td').allTextContents();
    for (const [index, figure] of figures.entries()) {
      const bar = section.locator(`svg rect[data-category="${category}"][data-series="${columns[index + 1]}"]`);
      if (figure === '—') await expect(bar).toHaveCount(0);
      else await expect(bar.locator('title')).toHaveText(`${category}, ${columns[index + 1]}: ${figure}`);
    }
  }
  // Taller (or longer) bars stand for bigger figures.
  const bars = await section.locator('svg rect[data-value]').evaluateAll((rects) =>
    rects.map((rect) => ({
      value: Number(rect.getAttribute('data-value')),
      size: Math.max(Number(rect.getAttribute('height')), Number(rect.getAttribute('width'))),
    })),
  );
  for (const a of bars) for (const b of bars) if (a.value > b.value) expect(a.size, 'a bigger figure draws a bigger bar').toBeGreaterThanOrEqual(b.size);
}

test('a Premium referrer opens analytics from the dashboard: the charts and tables agree, and the download holds their matches', async ({
  page,
  request,
  newUser,
}) => {
  const token = await signUpAndSignIn(page, newUser);
  const apps = await referrerHistory(request, token);
  await setPaidFeatures(request, true);
  await apiCall(request, 'post', '/api/subscription/upgrade', token);

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard shortcuts' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Example figures')).toHaveCount(0);

  const funnel = panel(page, 'From claim to reward, per app');
  await expect(funnel.getByRole('row', { name: apps.first })).toHaveText(`${apps.first}2111`);
  await expect(funnel.getByRole('row', { name: apps.second })).toHaveText(`${apps.second}1100`);
  const claims = panel(page, 'Claims of your codes per week');
  const perWeek = await claims.locator('tbody td').allTextContents();
  expect(perWeek).toHaveLength(12);
  expect(perWeek.reduce((sum, figure) => sum + Number(figure), 0)).toBe(3);
  await expect(panel(page, 'Rewards earned per app').getByRole('row', { name: apps.first })).toHaveText(`${apps.first}£20`);
  await expect(panel(page, 'Rewards earned per app')).toContainText('£20 earned in total');
  await expect(panel(page, 'Days from sign-up to reward').getByRole('row', { name: apps.first })).toHaveText(`${apps.first}0 days0 days`);
  await expect(panel(page, 'Your codes in the rotation').getByRole('row', { name: apps.second })).toBeVisible();

  for (const title of [
    'Claims of your codes per week',
    'From claim to reward, per app',
    'Rewards earned per app',
    'Rewards earned per month',
    'Days from sign-up to reward',
  ]) {
    await expectChartAgreesWithTable(panel(page, title));
  }
  await expectAccessible(page);

  // Fewer weeks: the claims chart and its table follow.
  await page.getByLabel('Claims over').selectOption('4');
  await expect(page).toHaveURL(/\/analytics\?weeks=4$/);
  await expect(claims.locator('tbody tr')).toHaveCount(4);
  await expectChartAgreesWithTable(claims);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my matches (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-matches-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Match,Claimed at \(UTC\),App,Your role,Status,/);
  expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(expect.arrayContaining(['Completed', 'Cancelled', 'Awaiting Reward']));
  expect(lines).toHaveLength(4);
});

test('with paid features on, a Free person sees made-up example figures and the upgrade; nothing of theirs is asked for', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await setPaidFeatures(page.request, true);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/analytics')) asked.push(sent.url());
  });

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  const example = page.getByRole('region', { name: 'Example figures' });
  await expect(example.getByText('Example figures', { exact: true })).toHaveCount(4);
  await expect(example.getByText('These are made-up figures showing what analytics looks like. Upgrade to Premium to see your own.').first()).toBeVisible();
  await expect(panel(page, 'Rewards earned per app').getByRole('row', { name: 'Example Bank' })).toHaveText('Example Bank£275');
  await expectChartAgreesWithTable(panel(page, 'From claim to reward, per app'));
  await expect(page.getByRole('button', { name: 'Download my matches (CSV)' })).toHaveCount(0);
  await expectAccessible(page);
  expect(asked, 'the example asks the server for nothing').toEqual([]);

  await example.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog.getByRole('list', { name: 'Plans' })).toContainText('£9.99 per month');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByText('Successfully upgraded to Premium!')).toHaveCount(1);
  await expect(dialog).toBeHidden();

  // Premium now: their own figures, which are none yet.
  await expect(page.getByText('Example figures')).toHaveCount(0);
  await expect(panel(page, 'Claims of your codes per week')).toContainText('None of your codes has been claimed yet.');
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => new URL(url).pathname === '/api/analytics/summary')).toBe(true);
});

test('with paid features off, a Free person sees their own figures', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/analytics');
  await expect(panel(page, 'Rewards received')).toContainText('You have not confirmed receiving a reward yet.');
  await expect(page.getByText('Example figures')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download my matches (CSV)' })).toBeVisible();
});
