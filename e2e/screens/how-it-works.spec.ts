import type { Page } from '@playwright/test';
import type { App } from '#contract/apps/schema.ts';
import { refereeRewardRange } from '#contract/apps/rules.ts';
import { formatPence } from '#contract/shared/money.ts';
import { signUpAndSignIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const FAQ_QUESTIONS = [
  'What is Referral Exchange?',
  'Is Referral Exchange free?',
  'How much can I earn?',
  'When will I get my bonus?',
  'Can I trust the referrers?',
  'Which apps are available?',
  'How do I become a referrer?',
  'What if my bonus does not arrive?',
];

/** The middle sign-up bonus of the apps paying one (a range at its lowest), worked out here independently of the page. */
function typicalBonusPence(apps: App[]): number {
  const bonuses = apps
    .map((app) => refereeRewardRange(app).minPence)
    .filter((pence) => pence > 0)
    .sort((a, b) => a - b);
  const middle = Math.floor(bonuses.length / 2);
  return bonuses.length % 2 === 1 ? bonuses[middle]! : Math.floor((bonuses[middle - 1]! + bonuses[middle]!) / 2);
}

const card = (page: Page, heading: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a visitor reads the four steps, the scenarios worked out from the catalogue, the offers and the FAQ', async ({ page }) => {
  const apps = (await (await page.request.get('/api/public/apps')).json()) as App[];
  const bonus = typicalBonusPence(apps);

  await page.goto('/how-it-works');
  await expect(page).toHaveTitle('How It Works · Referral Exchange');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How It Works');
  await expect(page.getByRole('region', { name: 'Four steps from sign-up to bonus' }).getByRole('listitem')).toHaveCount(4);

  const scenarios = page.getByRole('region', { name: 'What your time could be worth' });
  await expect(scenarios.getByText(formatPence(bonus), { exact: true })).toBeVisible();
  for (const signUps of [5, 15, 25]) {
    const totalPence = signUps * bonus;
    const referralPence = Math.round(totalPence * 0.8) * 3;
    const scenario = card(page, `${signUps} sign-ups`);
    await expect(scenario).toContainText(`${signUps} × 10 minutes`);
    await expect(scenario).toContainText(`${signUps} × ${formatPence(bonus)}`);
    await expect(scenario.getByText(formatPence(totalPence), { exact: true })).toBeVisible();
    await expect(scenario).toContainText(`80% × ${formatPence(totalPence)} × 3`);
    await expect(scenario.getByText(formatPence(referralPence), { exact: true })).toBeVisible();
  }

  const offers = page.getByRole('region', { name: 'A sample of offers' }).getByRole('listitem');
  await expect(offers).toHaveCount(10);
  for (const text of await offers.getByText(/^You get/).allTextContents()) {
    const amounts = [...text.matchAll(/£(\d+(?:\.\d\d)?)/g)].map((match) => Number(match[1]));
    expect(amounts.length, text).toBeGreaterThan(0);
    for (const pounds of amounts) expect(pounds >= 10 && pounds <= 35, text).toBe(true);
  }
  const conditions = page.getByRole('button', { name: /^Conditions for / }).first();
  await conditions.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  await expect(page.getByRole('region', { name: 'Reasons to join' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.locator('summary')).toHaveText(FAQ_QUESTIONS);
  await faq.locator('summary', { hasText: 'Can I trust the referrers?' }).click();
  await expect(faq.getByText('You never pay a referrer')).toBeVisible();
  await expectAccessible(page);

  await faq.getByRole('link', { name: 'Get Started and Ask Our Team' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('the page is rendered on the server: without JavaScript a visitor reads the steps, the examples, the offers and the questions', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const response = await visitor.goto('/how-it-works');
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveTitle('How It Works · Referral Exchange');
  await expect(visitor.getByRole('region', { name: 'Four steps from sign-up to bonus' }).getByRole('listitem')).toHaveCount(4);
  await expect(card(visitor, '25 sign-ups')).toContainText('25 × 10 minutes');
  await expect(visitor.getByRole('region', { name: 'A sample of offers' }).getByRole('listitem')).toHaveCount(10);
  await expect(visitor.getByRole('region', { name: 'Frequently asked questions' }).locator('summary')).toHaveText(FAQ_QUESTIONS);
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await context.close();
});

test('the footer FAQ link lands on the questions', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/how-it-works#faq$/);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
});

test('signed in, the page is the app’s, the call to action leads to the dashboard and the tab bar marks the current tab only', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  // Loaded, not reached by a move: the server sends the visitors' page, and the app takes it over.
  await page.goto('/how-it-works');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

  const tabs = page.getByRole('navigation', { name: 'Main' });
  const tabNames = ['Dashboard', 'How It Works', 'My Referral Codes', 'Analytics'];
  const current: [string, string | null][] = [
    ['/how-it-works', 'How It Works'],
    ['/dashboard', 'Dashboard'],
    ['/my-apps', 'My Referral Codes'],
    ['/analytics', 'Analytics'],
    ['/profile', null],
    ['/notifications', null],
  ];
  for (const [path, tab] of current) {
    await page.goto(path);
    await expect(tabs.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    for (const name of tabNames) {
      const link = tabs.getByRole('link', { name, exact: true });
      if (name === tab) await expect(link, `${name} on ${path}`).toHaveAttribute('aria-current', 'page');
      else await expect(link, `${name} on ${path}`).not.toHaveAttribute('aria-current', /.*/);
    }
  }

  await page.goto('/how-it-works');
  await tabs.getByRole('link', { name: 'My Referral Codes', exact: true }).click();
  await expect(page).toHaveURL(/\/my-apps$/);
  await expect(tabs.getByRole('link', { name: 'My Referral Codes', exact: true })).toHaveAttribute('aria-current', 'page');
});
