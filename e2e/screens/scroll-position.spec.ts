import type { Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/** Opens How it works by its address, as the browser loads it, and waits until the app has drawn it for the signed-in person. */
async function openHowItWorks(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
}

const scrolled = (page: Page) => page.evaluate(() => window.scrollY);

test('a page the browser opens starts at its top wherever the last one was left, and a reload keeps its place', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await openHowItWorks(page, '/how-it-works');
  await page.evaluate(() => window.scrollTo(0, 900));
  expect(await scrolled(page)).toBeGreaterThan(0);

  // Opened again by its address, a new page: it starts at its top, not where the last page was left.
  await openHowItWorks(page, '/how-it-works?again');
  expect(await scrolled(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 700));
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  expect(await scrolled(page)).toBe(700);
});
