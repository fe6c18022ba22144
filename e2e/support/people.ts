import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signUpAndSignIn } from './accounts.ts';
import { expect, type NewUser } from './fixtures.ts';

/** A new person signed up and signed in, in a browser context of their own, with their token. */
export async function personIn(browser: Browser, prefix = 'member'): Promise<{ page: Page; person: NewUser; token: string }> {
  const page = await (await browser.newContext()).newPage();
  const unique = randomUUID().slice(0, 8);
  const person = { email: `${prefix}-${unique}@example.com`, username: `${prefix}_${unique}`, password: 'a-good-password' };
  const token = await signUpAndSignIn(page, person);
  return { page, person, token };
}

/** Calls the API with a token and expects a success; answers the body. */
export async function call(page: Page, token: string, method: 'post' | 'get', path: string, data?: unknown): Promise<{ [key: string]: unknown }> {
  const response = await page.request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { [key: string]: unknown };
}

/** An app of the test's own on www.example.com, so no other test's codes are offered in its place. */
export async function newApp(page: Page, name: string): Promise<string> {
  const { access_token: adminToken } = (await (
    await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } })
  ).json()) as { access_token: string };
  const app = await call(page, adminToken, 'post', '/api/admin/apps', {
    name,
    description: 'A UK app for a browser test.',
    category: 'banking',
    app_url: 'https://www.example.com',
    referrer_reward_amount_pence: 1000,
    referee_reward_amount_pence: 1000,
    max_uses_per_user: 1,
    is_active: true,
  });
  return app.id as string;
}

/** Signs in to the admin area as the development administrator, on a tab when one is named. */
export async function signInAsAdmin(page: Page, tab?: string | RegExp): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  if (tab) await page.getByRole('tab', { name: tab }).click();
}
