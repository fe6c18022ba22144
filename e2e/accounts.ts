import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type NewUser } from './fixtures.ts';

/** Registers the person through the API and signs them in by storing their token, as the app does after sign-in; answers the token. */
export async function signUpAndSignIn(page: Page, user: NewUser): Promise<string> {
  const registered = await page.request.post('/api/auth/register', { data: user });
  expect(registered.status()).toBe(201);
  const signedIn = await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(signedIn.status()).toBe(200);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  await page.goto('/how-it-works');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  return token;
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
