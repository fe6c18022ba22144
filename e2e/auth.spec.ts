import { expect, expectAccessible, test } from './support/fixtures.ts';
import { createAccount, signUpWithoutLinks } from './support/accounts.ts';

test('a visitor signs up, signs out and signs back in', async ({ page, newUser }) => {
  await page.goto('/');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Continue to start with referral offers' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expectAccessible(page);

  await createAccount(page, newUser);
  await expect(page.getByRole('main')).toContainText(newUser.username);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Log In' }).first().click();
  await expect(page).toHaveURL(/\/onboarding\?mode=login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password says so and keeps the visitor on the sign-in form', async ({ page, newUser }) => {
  await signUpWithoutLinks(page, newUser);
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto('/onboarding?mode=login');
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?mode=login$/);
  await expectAccessible(page);
});

test('a page that needs a session sends the visitor home, and back after sign-in', async ({ page, newUser }) => {
  await signUpWithoutLinks(page, newUser);
  // A token the server no longer honours: the next call answers 401 and the session layer signs out.
  await page.evaluate(() => localStorage.setItem('authToken', 'expired.token.value'));
  await page.goto('/profile?tab=security');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/onboarding?mode=login');
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
});

test('an administrator signs in with the development hint and reaches the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expectAccessible(page);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Invalid admin credentials').first()).toBeVisible();

  await page.getByLabel('Password').fill('admin12345');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const tab of ['Apps & Offers', 'System Settings', 'User Management']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'System Settings' }).click();
  await expect(page.getByRole('switch', { name: /paid features/i }).or(page.getByRole('checkbox', { name: /paid features/i }))).toBeVisible();
  await expectAccessible(page);
});
