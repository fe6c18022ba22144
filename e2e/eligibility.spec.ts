/**
 * Who may sign up (18 or over, living in the UK): the sign-up form asks with a box that must be
 * ticked; an account made without it (the spec's register call, which keeps working) is asked
 * once, before its first claim.
 */
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, newApp, personIn } from './support/people.ts';

const ELIGIBILITY = 'I am 18 or over and live in the UK';

test('the sign-up form will not make an account until the person says they are 18 or over and live in the UK', async ({ page, newUser }) => {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue to start with referral offers' }).click();
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Username').fill(newUser.username);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const box = page.getByLabel(ELIGIBILITY);
  await expect(box).toHaveAccessibleDescription('Confirm that you are 18 or over and live in the UK');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expectAccessible(page);

  await box.check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` } });
  expect(((await me.json()) as { eligibility_confirmed_at: string | null }).eligibility_confirmed_at).not.toBeNull();
});

test('an account registered through the API without it is asked once, before its first claim', async ({ browser, page, newUser }) => {
  // Two people sign up, each a deliberately slow password hash.
  test.setTimeout(120_000);
  const name = `Eligible Bank ${randomUUID().slice(0, 6)}`;
  const appId = await newApp(page, name);
  const sharer = await personIn(browser, 'sharer');
  await call(sharer.page, sharer.token, 'post', '/api/referral-codes', {
    app_id: appId,
    referral_link: `https://www.example.com/invite/OLD${randomUUID().slice(0, 6)}`,
  });

  // The spec's register call: email, username and password alone.
  expect((await page.request.post('/api/auth/register', { data: newUser })).status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email: newUser.email, password: newUser.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  // Stored on a page that stays put (the landing page would move a signed-in visitor on by itself).
  await page.goto('/privacy');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Claim Offer for ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Claim ${name}?` })
    .getByRole('button', { name: 'Claim Offer' })
    .click();
  const asked = page.getByRole('dialog', { name: `Before you claim ${name}` });
  await expect(asked).toContainText('The apps here take new customers who are 18 or over and live in the UK');
  await expectAccessible(page);
  await asked.getByRole('button', { name: 'Confirm and Claim' }).click();
  await expect(asked.getByLabel(ELIGIBILITY)).toHaveAccessibleDescription('Confirm that you are 18 or over and live in the UK');
  await asked.getByLabel(ELIGIBILITY).check();
  await asked.getByRole('button', { name: 'Confirm and Claim' }).click();
  await expect(page.getByText(`Successfully claimed referral offer for ${name}! Check your instructions below.`)).toBeVisible();
  await expect(asked).toHaveCount(0);

  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { eligibility_confirmed_at: string | null }).eligibility_confirmed_at).not.toBeNull();
});
