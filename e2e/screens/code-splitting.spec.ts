/**
 * The app's screens are chunks of their own (web/src/app/router.tsx): the pages rendered on the
 * server (the landing page, How it works) do not download them; in the app, pointing at a link
 * starts loading its screen; a screen whose code cannot be loaded shows the error page rather
 * than a blank one; and the app's page shows its loading note before any of its code has arrived.
 */
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const PRIVACY_CHUNK = /\/assets\/privacy-screen-[\w-]+\.js$/;
const ONBOARDING_CHUNK = /\/assets\/onboarding-screen-[\w-]+\.js$/;

test('the pages rendered on the server load none of the app’s screens; in the app, pointing at a link starts loading its screen', async ({ page }) => {
  const screenChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+-screen-[\w-]+\.js$/.test(request.url())) screenChunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(screenChunks).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  expect(screenChunks).toEqual([]);

  // The privacy notice is the app's: the screens it links to load when a link to them is pointed at.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  expect(screenChunks.filter((chunk) => chunk.includes('onboarding-screen'))).toEqual([]);
  const loaded = page.waitForRequest(ONBOARDING_CHUNK);
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).hover();
  await loaded;
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a screen whose code cannot be loaded shows the error page, on a visit and on a first open', async ({ page }) => {
  await page.route(PRIVACY_CHUNK, (route) => route.abort());
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
});

test('the app’s page shows its loading note, with the product’s name, while its code is on the way', async ({ page }) => {
  // The code held back until the note has been seen: what a phone on a slow connection shows meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/onboarding', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
  await expect(page.getByText('Referral Exchange', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
});
