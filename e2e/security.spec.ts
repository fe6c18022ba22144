import type { Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? []);
}

test('the app runs under its Content-Security-Policy: no violation signed out, signed in or as an administrator', async ({ page, newUser }) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('main')).toBeVisible();
  expect(await violations()).toEqual([]);

  await signUpAndSignIn(page, newUser);
  for (const screen of ['/dashboard', '/my-apps', '/notifications', '/profile']) {
    await page.goto(screen);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(), screen).toEqual([]);
  }

  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await violations(), '/admin/dashboard').toEqual([]);
});
