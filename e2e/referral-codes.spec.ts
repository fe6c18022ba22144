import type { Page } from '@playwright/test';
import { signUpAndSignIn, withPaidFeatures } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Adds an app to the signed-in person's apps through the API, as onboarding would. */
async function addApp(page: Page, name: string): Promise<void> {
  const catalogue = (await (await page.request.get('/api/public/apps')).json()) as { id: string; name: string }[];
  const app = catalogue.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No ${name} in the catalogue`);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const added = await page.request.post('/api/user-apps', { data: { app_id: app.id, owns: true }, headers: { Authorization: `Bearer ${token}` } });
  expect(added.status()).toBe(201);
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a person adds a link, copies it, replaces it, deletes it, and removes the app', async ({ page, newUser }) => {
  // Many steps, each checked with axe, on a machine shared with other test runs.
  test.slow();
  await signUpAndSignIn(page, newUser);
  await addApp(page, 'Monzo');
  await page.goto('/my-apps');

  await expect(page.getByRole('heading', { name: 'My Referral Codes', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: newUser.email })).toBeVisible();
  for (const step of ['You add links', 'Smart matching', 'New users use your codes', 'You earn'])
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('0');
  await expect(page.getByText('Potential Per App')).toBeVisible();
  await expect(page.getByRole('definition').nth(1)).toHaveText('£10');
  await expect(page.getByRole('heading', { name: 'How Referral Code Matching Works' })).toBeVisible();
  // Paid features are off: no plan banner.
  await expect(page.getByText(/matches used/)).toHaveCount(0);
  const monzo = card(page, 'Monzo');
  await expect(monzo).toContainText('£10 per referral');
  await expect(monzo).toContainText("No referral link added yet. Once you add a referral link, we'll try to find a referee for you.");
  await expectAccessible(page);

  // Add (the link's checks and messages are the form's component test,
  // web/src/features/referral-codes/components/link-form.browser.test.tsx).
  await monzo.getByRole('button', { name: '+ Add Link' }).click();
  const input = monzo.getByLabel('Your Monzo referral link', { exact: true });
  await input.fill('https://monzo.me/alicesmith');
  await monzo.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Referral code added successfully!')).toBeVisible();
  await expect(monzo).toContainText('alicesmith');
  await expect(monzo).toContainText('0/5 uses');
  await expect(page.getByRole('definition').first()).toHaveText('1');

  // Copy.
  await monzo.getByRole('button', { name: 'Copy Monzo referral link' }).click();
  await expect(page.getByText('Copied Monzo referral link!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://monzo.me/alicesmith');

  // Edit replaces the link (PATCH /api/referral-codes/{id}; docs/decisions/reports-and-support.md, "Replacing a link").
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await monzo.getByRole('button', { name: 'Edit Monzo referral link' }).click();
  await monzo.getByLabel('Your Monzo referral link', { exact: true }).fill('https://monzo.me/alicenew');
  await monzo.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Referral link updated')).toBeVisible();
  await expect(monzo).toContainText('alicenew');

  // Delete (the dialog's words, Cancel and Escape are its component test,
  // web/src/features/referral-codes/components/delete-code-dialog.browser.test.tsx).
  await monzo.getByRole('button', { name: 'Delete Code for Monzo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Referral Code' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Referral code deleted successfully')).toHaveCount(1);
  await expect(dialog).toHaveCount(0);
  await expect(monzo).toContainText('No referral link added yet.');

  // Remove the app: the empty state.
  await monzo.getByRole('button', { name: 'Remove Monzo' }).click();
  await expect(page.getByRole('heading', { name: 'No referral links yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Your First App' })).toHaveAttribute('href', '/onboarding?add=platforms');
  await expect(page.getByRole('definition').nth(1)).toHaveText('£0');
  await expectAccessible(page);
});

test('"+ Add More" goes to add platforms, and the page fits a 360 px wide screen', async ({ page, newUser }) => {
  // Many steps, each checked with axe, on a machine shared with other test runs.
  test.slow();
  await signUpAndSignIn(page, newUser);
  await addApp(page, 'Revolut');
  await addApp(page, 'Chase UK');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/my-apps');
  // Revolut pays £10-£60 and Chase UK £20: on average £15-£40.
  await expect(page.getByRole('definition').nth(1)).toHaveText('£15-£40');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // The tooltip shows on keyboard focus, stays 16 px inside the viewport, and Escape hides it.
  await page.getByRole('button', { name: 'About Potential Per App' }).focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('The average referrer reward across your apps, for one referral each.');
  await expect(page.getByRole('button', { name: 'About Potential Per App' })).toHaveAccessibleDescription(
    'The average referrer reward across your apps, for one referral each.',
  );
  const box = await tooltip.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(16);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360 - 16);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  await page.getByRole('link', { name: '+ Add More' }).click();
  await expect(page).toHaveURL(/\/onboarding\?add=platforms$/);
  await expect(page.getByRole('heading', { name: 'Add More Platforms' })).toBeVisible();
});

test('a visitor is sent home', async ({ page }) => {
  await page.goto('/my-apps');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('with paid features on', () => {
  withPaidFeatures();

  test('a Free account sees how many matches it has left', async ({ page, newUser }) => {
    await signUpAndSignIn(page, newUser);
    await page.goto('/my-apps');
    await expect(page.getByText('0/3 matches used • 3 remaining on free plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade for unlimited' })).toHaveAttribute('href', '/subscription');
    await expect(page.getByRole('heading', { name: 'No referral links yet' })).toBeVisible();
    await expectAccessible(page);
  });
});
