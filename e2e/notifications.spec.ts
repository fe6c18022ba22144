import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { expect, expectAccessible, test, type NewUser } from './support/fixtures.ts';
import { linkFor } from './support/links.ts';

type Claim = { match_id: string };

/** The signed-in person shares a referral code for each of the first `count` open apps; answers the codes' ids. */
async function shareCodes(page: Page, token: string, count: number): Promise<string[]> {
  const apps = (await (await page.request.get('/api/public/apps')).json()) as { id: string; referral_link_domains: string[] }[];
  const ids: string[] = [];
  for (const app of apps.slice(0, count)) {
    const shared = await page.request.post('/api/referral-codes', {
      data: { app_id: app.id, referral_link: linkFor(app, `CODE${randomUUID().slice(0, 6)}`) },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(shared.status()).toBe(201);
    ids.push(((await shared.json()) as { id: string }).id);
  }
  return ids;
}

/** Someone else, in a browser context of their own, claims each code; answers their token and the matches. */
async function claimFromAnotherContext(browser: Browser, codeIds: string[]): Promise<{ token: string; claims: Claim[] }> {
  const context = await browser.newContext();
  const unique = randomUUID().slice(0, 8);
  const person = { email: `claimant-${unique}@example.com`, username: `claimant_${unique}`, password: 'a-good-password' };
  expect((await context.request.post('/api/auth/register', { data: person })).status()).toBe(201);
  const login = await context.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const claims: Claim[] = [];
  for (const id of codeIds) {
    const claimed = await context.request.post(`/api/referral-codes/claim/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(claimed.status()).toBe(201);
    claims.push((await claimed.json()) as Claim);
  }
  await context.close();
  return { token, claims };
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByRole('alert').filter({ hasText: text }));
const rows = (page: Page) => page.getByRole('region', { name: 'Your notifications' }).getByRole('listitem');

test('the bell count rises while the page is open when someone claims your code elsewhere', async ({ page, browser, newUser }) => {
  const token = await signUpAndSignIn(page, newUser);
  await page.goto('/notifications');

  // The bell's own states (empty text, badge up to 99+, relative times, Escape) are its component
  // test: web/src/features/notifications/components/notification-bell.browser.test.tsx.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByText('No notifications found')).toBeVisible();
  await expect(page.getByText("You'll be notified when someone uses your referral codes!")).toBeVisible();

  const [codeId] = await shareCodes(page, token, 1);
  // The count arrives by the stream: no reload, and no poll (the poll runs only while the stream is down).
  const polls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/notifications/unread-count') polls.push(request.url());
  });
  await claimFromAnotherContext(browser, [codeId!]);

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  expect(polls).toEqual([]);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Your referral code was claimed');

  await bell.click();
  const panel = page.getByRole('region', { name: 'Recent notifications' });
  await expect(panel).toContainText('Your referral code was claimed');
  await expect(panel).toContainText('Just now');
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(toast(page, 'Marked 1 notifications as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await panel.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

/** Four notifications for a new person: three codes claimed, then one sign-up marked complete (the newest). */
async function personWithFourNotifications(page: Page, browser: Browser, newUser: NewUser): Promise<void> {
  const token = await signUpAndSignIn(page, newUser);
  const claimant = await claimFromAnotherContext(browser, await shareCodes(page, token, 3));
  const done = await page.request.post(`/api/matches/${claimant.claims[0]!.match_id}/mark-complete`, {
    headers: { Authorization: `Bearer ${claimant.token}` },
  });
  expect(done.status()).toBe(200);
  await page.goto('/notifications');
  await expect(rows(page)).toHaveCount(4);
}

test('searches title, message and type, filters by status and sorts', async ({ page, browser, newUser }) => {
  await personWithFourNotifications(page, browser, newUser);
  await expect(page.getByText('Showing 4 notification(s)')).toBeVisible();
  await expect(rows(page).first()).toContainText('Sign-up marked complete');
  await expect(rows(page).first()).toContainText('Unread');
  await expectAccessible(page);

  const search = page.getByLabel('Search notifications');
  await search.fill('MARKED DONE');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText('Showing 1 notification(s)')).toBeVisible();
  await search.fill('nothing like this');
  await expect(page.getByText('No notifications found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await search.fill('');
  await expect(rows(page)).toHaveCount(4);

  // Read only is filtered in the browser; Unread only is asked of the server.
  await page.request.post('/api/notifications/mark-all-read', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
  });
  await page.reload();
  await rows(page)
    .first()
    .getByRole('button', { name: /^Mark as unread/ })
    .click();
  await expect(toast(page, 'Notification marked as unread')).toBeVisible();
  const filter = page.getByRole('button', { name: /^Filter/ });
  await filter.click();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Read only', exact: true }).check();
  await expect(rows(page)).toHaveCount(3);
  const unreadOnly = page.waitForRequest((request) => request.url().includes('/api/notifications?unread_only=true'));
  await page.getByRole('radio', { name: 'Unread only', exact: true }).check();
  await unreadOnly;
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Sign-up marked complete');
  await page.getByRole('radio', { name: 'All', exact: true }).check();
  await page.getByRole('radio', { name: 'Oldest first', exact: true }).check();
  await expect(rows(page).last()).toContainText('Sign-up marked complete');
  await page.keyboard.press('Escape');
  await expect(filter).toBeFocused();
  await expect(filter).toContainText('(All, oldest first)');
});

test('selects, marks selected read, and toggles read and unread with the exact toasts', async ({ page, browser, newUser }) => {
  await personWithFourNotifications(page, browser, newUser);

  await page.getByRole('button', { name: 'Mark selected as read' }).click();
  await expect(toast(page, 'No unread notifications selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(toast(page, 'No notifications selected')).toBeVisible();

  await rows(page).first().getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark selected as read' }).click();
  await expect(toast(page, 'Marked 1 notifications as read')).toBeVisible();
  await expect(rows(page).first()).toContainText('Read Just now');
  await expect(page.getByText('1 selected')).toBeHidden();

  await rows(page)
    .first()
    .getByRole('button', { name: /^Mark as unread/ })
    .click();
  await expect(toast(page, 'Notification marked as unread')).toBeVisible();
  await expect(rows(page).first()).not.toContainText('Read Just now');
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /^Mark as read/ })
    .click();
  await expect(toast(page, 'Notification marked as read')).toBeVisible();
  await expect(
    rows(page)
      .nth(1)
      .getByRole('button', { name: /^Mark as unread/ }),
  ).toBeVisible();

  await page.getByLabel('Select all (4)').check();
  await expect(page.getByText('4 selected')).toBeVisible();
  await page.getByLabel('Deselect all').uncheck();
  await expect(page.getByLabel('Select all (4)')).not.toBeChecked();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(toast(page, 'Marked 3 notifications as read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeHidden();
});

test('deletes the selected notifications after the confirmation, down to the empty state', async ({ page, browser, newUser }) => {
  await personWithFourNotifications(page, browser, newUser);

  await rows(page).nth(2).getByRole('checkbox').check();
  await rows(page).nth(3).getByRole('checkbox').check();
  const deleteSelected = page.getByRole('button', { name: 'Delete selected' });
  await deleteSelected.click();
  const dialog = page.getByRole('dialog', { name: 'Delete notifications' });
  await expect(dialog).toContainText('Are you sure you want to delete 2 notification(s)? This action cannot be undone.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteSelected).toBeFocused();
  await expect(rows(page)).toHaveCount(4);

  await deleteSelected.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted 2 notifications')).toBeVisible();
  await expect(page.getByText('Showing 2 notification(s)')).toBeVisible();

  await page.getByLabel('Select all (2)').check();
  await deleteSelected.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted 2 notifications')).toBeVisible();
  await expect(page.getByText('No notifications found')).toBeVisible();
  await expect(page.getByText("You'll be notified when someone uses your referral codes!")).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Recent notifications' })).toContainText('No notifications yet');
  await expectAccessible(page);
});

test('when the bulk calls fail, each is marked read one by one, or archived instead of deleted', async ({ page, browser, newUser }) => {
  const token = await signUpAndSignIn(page, newUser);
  await claimFromAnotherContext(browser, await shareCodes(page, token, 2));
  await page.route('**/api/notifications/bulk-*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Something went wrong"}' }),
  );

  await page.goto('/notifications');
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Select all (2)').check();
  await page.getByRole('button', { name: 'Mark selected as read' }).click();
  await expect(toast(page, 'Marked 2 notifications as read')).toBeVisible();
  await expect(rows(page).getByText('Read', { exact: true })).toHaveCount(2);

  await page.getByLabel('Select all (2)').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog', { name: 'Delete notifications' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted 2 notifications')).toBeVisible();
  await expect(rows(page).getByText('Archived', { exact: true })).toHaveCount(2);
  await expect(toast(page, 'Something went wrong')).toHaveCount(0);
});

test('the screen and the open bell fit a 360 px wide screen', async ({ page, newUser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpAndSignIn(page, newUser);
  await page.goto('/notifications');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Recent notifications' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
