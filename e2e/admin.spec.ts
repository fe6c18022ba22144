import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/people.ts';
import { startNewOffer } from './support/offer-form.ts';

// Each test walks a whole administrator task, with an accessibility check at every step.
test.describe.configure({ timeout: 120_000 });

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
}

function offerCard(page: Page, list: 'Active Offers' | 'Inactive Offers', name: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${list}`) }).getByRole('article', { name, exact: true });
}

async function publicCatalogueNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/public/apps');
  return ((await response.json()) as { name: string }[]).map((app) => app.name);
}

test('an administrator creates, edits, deactivates, activates and deletes offers', async ({ page }) => {
  const name = `E2E Bank ${randomUUID().slice(0, 6)}`;
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Apps & Offers' })).toBeVisible();
  await expect(page.getByText('Total Offers')).toBeVisible();

  // Add New Offer, with a ranged referee reward (the form's rules and messages are its component test,
  // web/src/features/admin/apps/offer-form.browser.test.tsx).
  const form = await startNewOffer(page, {
    name,
    description: 'A UK current account opened in the app.',
    appUrl: 'https://e2e-bank.example.com',
    referrerPounds: '20',
  });
  const referee = form.getByRole('group', { name: 'Referee reward' });
  await referee.getByLabel('Minimum (£)').fill('5');
  await referee.getByLabel('Maximum (£)').fill('25.50');
  await form.getByLabel('Expiry date').fill('2030-12-31');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create Offer' }).click();
  await expect(toast(page, 'App created successfully')).toBeVisible();
  const card = offerCard(page, 'Active Offers', name);
  await expect(card).toContainText('Referee £5-£25.50');
  expect(await publicCatalogueNames(page)).toContain(name);

  // View Details shows referral_offers[0] figures.
  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(card.getByText('Total codes')).toBeVisible();
  await expect(card.getByText('Available codes')).toBeVisible();
  await card.getByRole('button', { name: /^Hide Details/ }).click();

  // Edit.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editor.getByLabel('Active', { exact: true })).toBeChecked();
  await editor.getByRole('group', { name: 'Referrer reward' }).getByLabel('Fixed amount (£)').fill('30');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Offer updated successfully')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(card).toContainText('Referrer £30');

  // Deactivate: it leaves the public catalogue.
  await card.getByRole('button', { name: /^Deactivate/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate offer' });
  await expect(confirm).toContainText('Are you sure you want to deactivate this offer?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Offer deactivated successfully')).toBeVisible();
  const inactive = offerCard(page, 'Inactive Offers', name);
  await expect(inactive).toBeFocused();
  expect(await publicCatalogueNames(page)).not.toContain(name);

  // Activate again.
  await inactive.getByRole('button', { name: /^Activate/ }).click();
  await expect(page.getByRole('dialog', { name: 'Activate offer' })).toContainText('Are you sure you want to activate this offer?');
  await page.getByRole('dialog', { name: 'Activate offer' }).getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, 'Offer activated successfully')).toBeVisible();
  await expect(offerCard(page, 'Active Offers', name)).toBeVisible();
  expect(await publicCatalogueNames(page)).toContain(name);

  // Delete another app, after confirmation.
  const doomed = offerCard(page, 'Active Offers', 'Cineworld');
  await doomed.getByRole('button', { name: /^Delete/ }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete Cineworld?' });
  await expect(deletion).toContainText('Are you sure you want to delete Cineworld?');
  await deletion.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'App deleted successfully')).toBeVisible();
  await expect(doomed).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Active Offers/ })).toBeFocused();
  expect(await publicCatalogueNames(page)).not.toContain('Cineworld');
});

test('an administrator finds AI suggestions, activates one and rejects another', async ({ page }) => {
  await signInAsAdmin(page);
  const discovery = page.getByRole('region', { name: 'AI Discovery' });
  await discovery.getByRole('button', { name: 'Find More Suggestions' }).click();
  await expect(toast(page, 'Added 5 new AI suggestions!')).toBeVisible();
  const suggestions = discovery.getByRole('list', { name: 'AI suggestions' }).getByRole('article');
  await expect(suggestions).toHaveCount(5);
  await expectAccessible(page);

  // The offline list's suggestions show no AI confidence.
  await expect(suggestions.first()).toContainText('From our curated list');
  await expect(suggestions.first()).not.toContainText('Confidence');

  const chosen = (await suggestions.first().getByRole('heading').textContent())!.trim();
  await suggestions
    .first()
    .getByRole('button', { name: /^Activate/ })
    .click();
  // Activate opens the suggestion in the offer form, to check and edit before it goes live.
  const review = page.getByRole('dialog', { name: `Review ${chosen} before it goes live` });
  await expect(review.getByLabel('Name')).toHaveValue(chosen);
  await review.getByLabel('Terms and conditions (optional)').fill('Checked against the programme page today.');
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Publish to the catalogue' }).click();
  await expect(toast(page, `${chosen} activated successfully!`)).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(suggestions).toHaveCount(4);
  await expect(offerCard(page, 'Active Offers', chosen)).toBeVisible();

  const rejected = (await suggestions.first().getByRole('heading').textContent())!.trim();
  await suggestions
    .first()
    .getByRole('button', { name: /^Reject/ })
    .click();
  await expect(toast(page, 'AI suggestion rejected.')).toBeVisible();
  await expect(suggestions).toHaveCount(3);
  await expect(discovery.getByRole('heading', { name: rejected })).toHaveCount(0);
});

test('switching paid features reaches users', async ({ page, newUser }) => {
  const userToken = await signUpAndSignIn(page, newUser);
  const paidFeatures = async () => {
    const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${userToken}` } });
    return ((await me.json()) as { paid_features_enabled: boolean }).paid_features_enabled;
  };
  expect(await paidFeatures()).toBe(false);

  await signInAsAdmin(page, 'System Settings');
  const toggle = page.getByRole('switch', { name: 'Paid features' });
  await toggle.click();
  // It asks first, saying whom it affects.
  const confirm = page.getByRole('dialog', { name: 'Turn paid features on?' });
  await expect(confirm).toContainText(/members? on the Free plan will be limited to 3 matches/);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Turn on for everyone' }).click();
  await expect(toast(page, 'Paid features enabled')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await paidFeatures()).toBe(true);
  await expect(page.getByText(/^Last changed/)).toBeVisible();
  await expectAccessible(page);

  await toggle.click();
  await page.getByRole('dialog', { name: 'Turn paid features off?' }).getByRole('button', { name: 'Turn off for everyone' }).click();
  await expect(toast(page, 'Paid features disabled')).toBeVisible();
  expect(await paidFeatures()).toBe(false);
});

test('an administrator searches, filters, pages, views and edits users; deactivating one signs them out', async ({ page, browser, newUser }) => {
  const tag = randomUUID().slice(0, 6);
  for (let index = 0; index < 21; index += 1) {
    const registered = await page.request.post('/api/auth/register', {
      data: { email: `pager-${tag}-${index}@example.com`, username: `pager_${tag}_${index}`, password: 'a-good-password' },
    });
    expect(registered.status()).toBe(201);
  }

  // The person who will be deactivated is signed in elsewhere.
  const elsewhere = await browser.newContext();
  const userPage = await elsewhere.newPage();
  await signUpAndSignIn(userPage, newUser);
  await userPage.goto('/profile');
  await expect(userPage).toHaveURL(/\/profile$/);

  await signInAsAdmin(page, 'User Management');
  await expect(page.getByText('Total Users')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(`PAGER-${tag}`);
  await expect(page.getByText('Showing 1-20 of 21 users')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'User table pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 21-21 of 21 users')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Inactive' });
  await expect(page.getByText('No users match your search and filters.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All users' });
  await page.getByLabel('Subscription', { exact: true }).selectOption({ label: 'Free' });
  await expect(page.getByText('Showing 1-20 of 21 users')).toBeVisible();

  // View, then edit, the signed-in person.
  await search.fill(newUser.email);
  const row = page.getByRole('row', { name: new RegExp(newUser.email) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: 'User details' });
  await expect(details.getByText('Activity summary')).toBeVisible();
  await expect(details.getByText('No administrator has changed this account.')).toBeVisible();
  // Registration mailed a verification link; the team can send another.
  await expect(details.getByText('The address is not verified yet.')).toBeVisible();
  // Signed up as the form does: 18 or over and in the UK, confirmed.
  await expect(details.getByRole('definition').filter({ hasText: /^Confirmed \d/ })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Last e-mails sent' })).toContainText('Confirm your e-mail address for Referral Exchange');
  await details.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(page.getByText('A new verification link is on its way to the user.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row.getByRole('button', { name: /^View/ })).toBeFocused();

  await row.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit user' });
  await expect(editor.getByLabel('Email')).toHaveValue(newUser.email);
  await editor.getByLabel('Account Active').uncheck();
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: /^View/ }).click();
  await expect(details).toContainText('is active: yes → no');
  await details.getByRole('button', { name: 'Close' }).click();

  // Their next call is refused and the app signs them out.
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/$/);
  expect(await userPage.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await elsewhere.close();
});

test('when apps-with-offers fails, the tab says so and shows the public catalogue', async ({ page }) => {
  const failure = { status: 500, headers: {}, body: { detail: 'Something went wrong' } };
  // Asked for in the tab's first batch of reads, and alone when tried again.
  await page.route('**/api/batch?*', async (route) => {
    const reads = new URL(route.request().url()).searchParams.getAll('get');
    const response = await route.fetch();
    const { answers } = (await response.json()) as { answers: unknown[] };
    const json = { answers: answers.map((answer, index) => (reads[index]!.startsWith('/api/admin/apps-with-offers') ? failure : answer)) };
    await route.fulfill({ response, json });
  });
  await page.route('**/api/admin/apps-with-offers', (route) => route.fulfill({ status: 500, json: failure.body }));
  await signInAsAdmin(page);
  await expect(toast(page, 'Failed to load apps and offers')).toBeVisible();
  await expect(page.getByText('Showing the public catalogue instead')).toBeVisible();
  const monzo = offerCard(page, 'Active Offers', 'Monzo');
  await monzo.getByRole('button', { name: /^View Details/ }).click();
  await expect(monzo.getByText('Total codes')).toBeVisible();
  await expectAccessible(page);
});

/** Nothing to scroll sideways; when there is, the elements reaching past the right edge say where. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, offenders } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    offenders: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 40)}"`),
  }));
  expect(scrollWidth, `${what} is wider than the screen: ${offenders.join(', ')}`).toBeLessThanOrEqual(360);
}

test('every admin tab fits a 360 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  // The Reports tab's name carries the open count when there are open reports: "Reports (3)".
  for (const tab of ['Apps & Offers', 'System Settings', 'User Management', 'Reports', 'Audit Log']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}( \\(\\d+\\))?$`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: tab, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Loading/)).toHaveCount(0);
    // With this server's data (the other tests' offers and users); axe reads each tab in the visual sweep.
    await expectNoSidewaysScroll(page, tab);
  }
  await page.getByRole('tab', { name: 'Apps & Offers' }).click();
  await page.getByRole('button', { name: 'Add New Offer' }).click();
  await expectNoSidewaysScroll(page, 'The Add New Offer form');
});
