import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signUpAndSignIn, withPaidFeatures } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { linkFor } from './support/links.ts';

// Password hashing at full cost and an accessibility scan per screen take a while on a busy machine.
test.slow();

type App = { id: string; name: string; referral_link_domains: string[]; opens_to_all_at: string | null };

/** Another person shares a code for each of the apps, so the referee has something to claim. */
async function shareCodes(request: APIRequestContext, apps: App[]): Promise<void> {
  const unique = randomUUID().slice(0, 8);
  const referrer = { email: `referrer-${unique}@example.com`, username: `referrer_${unique}`, password: 'a-good-password' };
  expect((await request.post('/api/auth/register', { data: referrer })).status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email: referrer.email, password: referrer.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  for (const app of apps) {
    const shared = await request.post('/api/referral-codes', { headers, data: { app_id: app.id, referral_link: linkFor(app, `CODE${unique}`), max_uses: 5 } });
    expect(shared.status()).toBe(201);
  }
}

test('with paid features off, no plan shows: no Subscription tab, and /subscription says plans are not in use', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/profile');
  await expect(page.getByRole('tab')).toHaveText(['Profile', 'Security', 'Notifications', 'Danger Zone']);
  await page.goto('/subscription');
  await expect(page.getByText('Plans are not in use at the moment: every account has unlimited matches.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Compare plans' })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('with paid features on', () => {
  withPaidFeatures();

  test('the Subscription tab shows the panel, and the demonstration upgrade switches to Premium', async ({ page, newUser }) => {
    await signUpAndSignIn(page, newUser);
    await page.goto('/profile?tab=subscription');
    await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('0/3 matches used • 3 remaining on free plan')).toBeVisible();
    const plans = panel.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading')).toHaveText(['Free', 'Premium']);
    await expect(plans).toContainText('£0');
    await expect(plans).toContainText('£9.99 per month');
    await expect(plans).toContainText('Unlimited matches');
    await expect(panel.getByRole('heading', { name: 'Why upgrade?' })).toBeVisible();
    await expect(panel.getByText(/^This is a demonstration/)).toBeVisible();
    await expectAccessible(page);

    // The placeholders (card payment, Manage Subscription) and the failures are the panel's component
    // test: web/src/features/subscription/components/subscription-panel.browser.test.tsx.
    await panel.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page.getByText('Successfully upgraded to Premium!')).toHaveCount(1);
    await expect(panel.getByText(/^Premium until \d{1,2} \w+ \d{4}\./)).toBeVisible();
    await expect(panel.getByText('This was a demonstration: no card was taken and nothing was charged.')).toBeVisible();
    await expect(plans.getByText('Current plan')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/subscription');
    await expect(page.getByRole('main').getByText(/^Premium until/)).toBeVisible();
    await expectAccessible(page);
  });

  test('a Free person uses the last free match, meets the upgrade dialog on the next claim, upgrades and claims again', async ({ page, request, newUser }) => {
    // Apps other browser tests added are Premium's for their first 72 hours (early access): these are open to a Free person.
    const catalogue = ((await (await request.get('/api/public/apps')).json()) as App[]).filter((app) => app.opens_to_all_at === null);
    const apps = catalogue.slice(0, 4);
    await shareCodes(request, apps);
    const token = await signUpAndSignIn(page, newUser);
    for (const app of apps.slice(0, 2)) {
      const claimed = await request.post('/api/matches/claim', { headers: { Authorization: `Bearer ${token}` }, data: { app_id: app.id } });
      expect(claimed.status()).toBe(201);
    }

    await page.goto('/dashboard');
    await expect(page.getByText('2/3 matches used • 1 remaining')).toBeVisible();
    const showAll = page.getByRole('button', { name: /^Show all \d+ offers$/ });
    const claimButton = (app: App) => page.getByRole('button', { name: `Claim Offer for ${app.name}`, exact: true });
    /** Claims from the offer's card, through its terms. */
    const claimWithTerms = async (app: App) => {
      await claimButton(app).click();
      await page
        .getByRole('dialog', { name: `Claim ${app.name}?` })
        .getByRole('button', { name: 'Claim Offer' })
        .click();
    };
    const revealOffers = async () => {
      if (await showAll.isVisible()) await showAll.click();
    };

    await revealOffers();
    await claimWithTerms(apps[2]!);
    await expect(page.getByText(`Successfully claimed referral offer for ${apps[2]!.name}! Check your instructions below.`)).toBeVisible();

    await revealOffers();
    await claimButton(apps[3]!).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await expect(dialog.getByText('You have used all 3 matches of the Free plan. Upgrade to Premium for unlimited matches.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Plans' })).toContainText('£9.99 per month');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(claimButton(apps[3]!)).toBeFocused();

    await claimButton(apps[3]!).click();
    await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page.getByText('Successfully upgraded to Premium!')).toHaveCount(1);
    await expect(dialog).toBeHidden();

    await claimWithTerms(apps[3]!);
    await expect(page.getByText(`Successfully claimed referral offer for ${apps[3]!.name}! Check your instructions below.`)).toBeVisible();
  });

  test('a claim cancelled before sign-up gives its free match back, and the plan card says so at once', async ({ page, request, newUser }) => {
    // Apps other browser tests added are Premium's for their first 72 hours (early access): these are open to a Free person.
    const catalogue = ((await (await request.get('/api/public/apps')).json()) as App[]).filter((app) => app.opens_to_all_at === null);
    const apps = catalogue.slice(4, 6);
    await shareCodes(request, apps);
    const token = await signUpAndSignIn(page, newUser);
    for (const app of apps) {
      const claimed = await request.post('/api/matches/claim', { headers: { Authorization: `Bearer ${token}` }, data: { app_id: app.id } });
      expect(claimed.status()).toBe(201);
    }

    await page.goto('/dashboard');
    await expect(page.getByText('2/3 matches used • 1 remaining')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: apps[0]!.name }).first();
    await card.getByRole('button', { name: 'Cancel Referral' }).click();
    await page.getByRole('dialog', { name: 'Cancel this referral?' }).getByRole('button', { name: 'Cancel Referral' }).click();
    await expect(page.getByText('1/3 matches used • 2 remaining')).toBeVisible();
  });
});
