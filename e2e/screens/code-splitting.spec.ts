/**
 * Screens other than the landing page are chunks of their own (web/src/app/router.tsx): the
 * landing page does not download them, pointing at a link starts loading its screen, and a screen
 * whose code cannot be loaded shows the error page rather than a blank one.
 */
import { expect, expectAccessible, test } from '../support/fixtures.ts';

const HOW_IT_WORKS_CHUNK = /\/assets\/how-it-works-screen-[\w-]+\.js$/;

test('the landing page loads no other screen until a link to one is pointed at', async ({ page }) => {
  const screenChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+-screen-[\w-]+\.js$/.test(request.url())) screenChunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(screenChunks).toEqual([]);

  const loaded = page.waitForRequest(HOW_IT_WORKS_CHUNK);
  await page.getByRole('main').getByRole('link', { name: 'Learn More' }).hover();
  await loaded;
  await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
});

test('a screen whose code cannot be loaded shows the error page, on a visit and on a first open', async ({ page }) => {
  await page.route(HOW_IT_WORKS_CHUNK, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
});
