/**
 * The app's screens are chunks of their own (web/src/app/router.tsx): the pages rendered on the
 * server (the landing page, How it works) do not download them; in the app, pointing at a link
 * starts loading its screen; and a screen whose code cannot be loaded shows the error page rather
 * than a blank one.
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
