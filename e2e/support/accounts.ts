import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type NewUser } from './fixtures.ts';

/** Registers the person through the API and signs them in by storing their token, as the app does after sign-in; answers the token. */
export async function signUpAndSignIn(page: Page, user: NewUser): Promise<string> {
  // As the sign-up form sends it: the person has said they are 18 or over and live in the UK.
  const registered = await page.request.post('/api/auth/register', { data: { ...user, eligibility_confirmed: true } });
  expect(registered.status()).toBe(201);
  const signedIn = await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(signedIn.status()).toBe(200);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  await page.goto('/how-it-works');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return token;
}

/** Fills onboarding's "Create Your Account" step and lands on the dashboard. */
export async function createAccount(page: Page, user: NewUser): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('I am 18 or over and live in the UK').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up through onboarding's account step without choosing apps, as a visitor would, and lands on the dashboard. */
export async function signUpWithoutLinks(page: Page, user: NewUser): Promise<void> {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue to start with referral offers' }).click();
  await createAccount(page, user);
}

let adminToken: string | null = null;

/** Turns the paid-features setting on or off as the development administrator would (one sign-in per run). */
export async function setPaidFeatures(request: APIRequestContext, enabled: boolean): Promise<void> {
  if (!adminToken) {
    const login = await request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } });
    expect(login.status()).toBe(200);
    adminToken = ((await login.json()) as { access_token: string }).access_token;
  }
  const updated = await request.put('/api/admin/system-settings/paid_features_enabled', {
    data: { setting_value: enabled },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(updated.status()).toBe(200);
}

/** Inside a describe: paid features on for each of its tests, off again after each. */
export function withPaidFeatures(): void {
  test.beforeEach(async ({ request }) => setPaidFeatures(request, true));
  test.afterEach(async ({ request }) => setPaidFeatures(request, false));
}

type Json = Record<string, unknown>;

/** An API call for a test's set-up, as this person (or no one), that must succeed; answers the JSON. */
export async function apiCall(
  request: APIRequestContext,
  method: 'post' | 'put' | 'patch' | 'get',
  path: string,
  token: string | null,
  data?: unknown,
): Promise<Json> {
  const response = await request[method](path, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Json;
}

/** Someone registered and signed in through the API alone; answers their token. */
export async function apiPerson(request: APIRequestContext, first: string): Promise<string> {
  const unique = randomUUID().slice(0, 8);
  const data = { email: `${first}-${unique}@example.com`, username: `${first}_${unique}`, password: 'a-good-password', eligibility_confirmed: true };
  await apiCall(request, 'post', '/api/auth/register', null, data);
  return (await apiCall(request, 'post', '/api/auth/login', null, { email: data.email, password: data.password })).access_token as string;
}
