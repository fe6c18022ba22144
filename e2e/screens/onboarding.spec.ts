import type { Page } from '@playwright/test';
import { signUpAndSignIn, createAccount, signUpWithoutLinks } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const platform = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The line under the dashboard's title. */
const greeting = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 }).locator('xpath=following-sibling::p');

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a newcomer chooses two apps, pastes their links and signs up with both saved', async ({ page, newUser }) => {
  // Many steps, each checked with axe, on a machine shared with other test runs.
  test.slow();
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Which platforms do you already use?' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Continue to Referral Codes' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue to start with referral offers' })).toBeVisible();
  await expectAccessible(page);

  await platform(page, 'Revolut').click();
  await platform(page, 'Monzo').click();
  await expect(platform(page, 'Revolut')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 platforms selected')).toBeVisible();
  // Monzo pays £10, Revolut £10-£60: one referral on each is £20-£70.
  await expect(page.getByText('£20-£70')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to start with referral offers' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Referral Codes' }).click();

  // Revolut first: the order of choosing. The step's messages, tick, progress and buttons are
  // component tests (web/src/screens/onboarding/link-step.browser.test.tsx, sign-up-flow.browser.test.tsx).
  await expect(page.getByRole('heading', { name: 'Get your Revolut referral link' })).toBeVisible();
  await page.getByLabel('Your Revolut referral link', { exact: true }).fill('https://revolut.com/referral/alice123');
  await page.getByRole('button', { name: 'Next Platform' }).click();

  await expect(page.getByRole('heading', { name: 'Get your Monzo referral link' })).toBeVisible();
  await page.getByLabel('Your Monzo referral link', { exact: true }).fill('https://monzo.me/alicesmith');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' })).toContainText('Step 3 of 3');
  await expectAccessible(page);
  await createAccount(page, newUser);
  await expect(page.getByText('Account created. 2 referral links saved.')).toBeVisible();
  // A first visit is not a return.
  await expect(greeting(page)).toHaveText(`Welcome, ${newUser.username}.`);

  await page.goto('/my-apps');
  const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Revolut')).toContainText('alice123');
  await expect(card('Monzo')).toContainText('alicesmith');
  await expect(page.getByRole('list', { name: 'Your apps' }).locator(':scope > li')).toHaveCount(2);
  await expectAccessible(page);

  await page.goto('/dashboard');
  await expect(greeting(page)).toHaveText(`Welcome back, ${newUser.username}.`);
});

test('signing in at the account step saves the choices and says how many links were saved', async ({ page, newUser }) => {
  expect((await page.request.post('/api/auth/register', { data: newUser })).status()).toBe(201);
  await page.goto('/onboarding');
  await platform(page, 'Monzo').click();
  await page.getByRole('button', { name: 'Continue to Referral Codes' }).click();
  await page.getByLabel('Your Monzo referral link', { exact: true }).fill('https://monzo.me/bobjones');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Signed in. 1 referral link saved.')).toBeVisible();
  await expect(greeting(page)).toHaveText(`Welcome, ${newUser.username}.`);
  await page.goto('/my-apps');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Monzo', exact: true }) })).toContainText('bobjones');
});

test('signing up without links confirms the account alone', async ({ page, newUser }) => {
  await signUpWithoutLinks(page, newUser);
  await expect(page.getByText('Account created.', { exact: true })).toBeVisible();
  await expect(greeting(page)).toHaveText(`Welcome, ${newUser.username}.`);
});

test('a failed save keeps what was typed, and trying again saves only what is missing', async ({ page, newUser }) => {
  // Many steps, each checked with axe, on a machine shared with other test runs.
  test.slow();
  await signUpAndSignIn(page, newUser);
  await page.request.post('/api/user-apps', {
    data: { app_id: await appIdOf(page, 'Monzo'), owns: true },
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
  });

  await page.goto('/onboarding?add=platforms');
  await expect(page.getByRole('heading', { name: 'Add More Platforms' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' }).getByRole('listitem')).toHaveCount(2);
  await expect(platform(page, 'Chase UK')).toBeVisible();
  await expect(platform(page, 'Monzo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to start with referral offers' })).toHaveCount(0);
  await expectAccessible(page);

  await platform(page, 'Chase UK').click();
  await page.getByRole('button', { name: 'Add Selected Platforms' }).click();
  await page.getByLabel('Your Chase UK referral link', { exact: true }).fill('https://www.chase.co.uk/invite/alice7');

  let codeCalls = 0;
  await page.route('**/api/referral-codes', async (route) => {
    codeCalls += 1;
    if (codeCalls === 1) await route.fulfill({ status: 500, json: { detail: 'Something went wrong on our side.' } });
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Failed to save some apps or referral codes. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Your Chase UK referral link', { exact: true })).toHaveValue('https://www.chase.co.uk/invite/alice7');

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/my-apps$/);
  expect(codeCalls).toBe(2);
  const chase = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chase UK' }) });
  await expect(chase).toContainText('alice7');
  await expect(chase).toContainText('0/5 uses');
});

test('login mode opens the sign-in form without steps, and Back to Home leaves onboarding', async ({ page }) => {
  await page.goto('/onboarding?mode=login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue to start with referral offers' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Which platforms do you already use?' })).toBeVisible();
});

test('signed-in people reach onboarding only to add platforms', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('choosing platforms fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/onboarding');
  await platform(page, 'Monzo').click();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Continue to Referral Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Get your Monzo referral link' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

async function appIdOf(page: Page, name: string): Promise<string> {
  const answer = await page.request.get('/api/public/apps');
  const apps = (await answer.json()) as { id: string; name: string }[];
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No ${name} in the catalogue`);
  return app.id;
}
