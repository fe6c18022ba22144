/**
 * A referee narrows the dashboard's Available Offers: searches "mon" (Monzo and Salmon Savings,
 * both Banking, and Moneybox, Investing), keeps Banking, sorts by the best reward, reads the best
 * one's terms and claims it; the claim's instructions name its qualifying spend.
 */
import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, personIn } from './support/people.ts';

// Two people sign up (each a deliberately slow password hash).
test.describe.configure({ timeout: 120_000 });

async function appIds(page: Page): Promise<Map<string, string>> {
  const catalogue = (await (await page.request.get('/api/public/apps')).json()) as { id: string; name: string }[];
  return new Map(catalogue.map((app) => [app.name, app.id]));
}

/** The names of the offers the section shows, in order. */
async function offerNames(offers: Locator): Promise<string[]> {
  return (await offers.getByRole('listitem').getByRole('heading').allTextContents()).map((name) => name.trim());
}

test('a referee searches "mon", filters Banking, sorts by reward, reads the terms and claims', async ({ browser }) => {
  // An app of the test's own whose name holds "mon": a bigger sign-up reward than Monzo's, and a qualifying spend.
  const { page: sharer, token: sharerToken } = await personIn(browser, 'sharer');
  const { access_token: adminToken } = (await (
    await sharer.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } })
  ).json()) as {
    access_token: string;
  };
  const salmon = `Salmon Savings ${randomUUID().slice(0, 6)}`;
  await call(sharer, adminToken, 'post', '/api/admin/apps', {
    name: salmon,
    description: 'A savings account that pays a bonus on your first deposit.',
    category: 'banking',
    app_url: 'https://www.example.com',
    referrer_reward_amount_pence: 1000,
    referee_reward_amount_pence: 6000,
    qualifying_spend_amount_pence: 2500,
    max_uses_per_user: 1,
    is_active: true,
  });
  const ids = await appIds(sharer);
  for (const [app, link] of [
    ['Monzo', 'https://join.monzo.com/c/e2esearch1'],
    ['Moneybox', 'https://www.moneyboxapp.com/invite/E2ESEARCH2'],
    [salmon, 'https://www.example.com/invite/E2ESEARCH3'],
  ] as const) {
    await call(sharer, sharerToken, 'post', '/api/referral-codes', { app_id: ids.get(app), referral_link: link });
  }

  const { page } = await personIn(browser, 'referee');
  await page.goto('/dashboard');
  const offers = page.getByRole('region', { name: 'Available Offers' });
  // The section shows its first offers by name: other tests on this server may have shared codes for
  // apps that come before Salmon Savings, so it is looked for once searched.
  await offers.getByRole('searchbox', { name: 'Search apps' }).fill('mon');
  await expect(offers.getByRole('status')).toHaveText(/^\d+ offers found$/);
  await expect(offers.getByRole('heading', { name: salmon })).toBeVisible();
  await expect(offers.getByRole('heading', { name: 'Moneybox', exact: true })).toBeVisible();
  await expect(offers.getByRole('heading', { name: 'Monzo', exact: true })).toBeVisible();
  await expect(offers.getByRole('heading', { name: 'Trading 212', exact: true })).toHaveCount(0);

  const banking = offers.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Banking' });
  await banking.click();
  await expect(banking).toHaveAttribute('aria-pressed', 'true');
  await expect(offers.getByRole('heading', { name: 'Moneybox', exact: true })).toHaveCount(0);
  // By name, as the list always was: Monzo before Salmon Savings.
  await expect.poll(async () => (await offerNames(offers)).indexOf('Monzo') < (await offerNames(offers)).indexOf(salmon)).toBe(true);

  await offers.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Best reward' });
  await expect.poll(async () => (await offerNames(offers))[0]).toBe(salmon);
  await expect(offers.getByRole('listitem').first()).toContainText('£60');
  await expectAccessible(page);

  // The best one's terms, then the claim.
  await offers.getByRole('button', { name: `Claim Offer for ${salmon}` }).click();
  const terms = page.getByRole('dialog', { name: `Claim ${salmon}?` });
  await expect(terms).toContainText(`You get £60 from ${salmon} if you qualify.`);
  await expect(terms).toContainText('Make a qualifying spend of at least £25.');
  await terms.getByRole('button', { name: 'Claim Offer' }).click();
  await expect(page.getByText(`Successfully claimed referral offer for ${salmon}! Check your instructions below.`)).toBeVisible();
  const claimed = page.getByRole('article', { name: salmon });
  await expect(claimed.getByRole('heading', { name: 'How to sign up' })).toBeVisible();
  await expect(claimed).toContainText('Make a qualifying spend of at least £25');
  await expect(claimed).toContainText('E2ESEARCH3');
});
