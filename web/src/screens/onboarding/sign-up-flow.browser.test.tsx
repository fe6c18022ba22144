/**
 * The onboarding flow between its steps, for a visitor (user-side.md §2 Onboarding): platforms in
 * the order chosen, one link step each, and "Skip remaining codes" once one is done. The catalogue
 * is faked at fetch; signing up is the browser tests' (e2e/screens/onboarding.spec.ts).
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { SignUpFlow } from './sign-up-flow.tsx';

const CATALOGUE = [
  testApp({ id: '00000000-0000-4000-8000-000000000001', name: 'Monzo', referrer_reward_amount_pence: 1000 }),
  testApp({ id: '00000000-0000-4000-8000-000000000002', name: 'Revolut', referrer_reward_min_pence: 1000, referrer_reward_max_pence: 6000 }),
  testApp({ id: '00000000-0000-4000-8000-000000000003', name: 'Chase UK', referrer_reward_amount_pence: 2000 }),
];

const platform = (name: string) => page.getByRole('button', { name, exact: true });
const heading = (name: string) => page.getByRole('heading', { name: `Get your ${name} referral link`, level: 1 });
const skip = () => page.getByRole('button', { name: 'Skip remaining codes' });

async function chooseAndStart(...names: string[]) {
  fakeApi().on('GET', '/api/public/apps', { body: CATALOGUE });
  await renderInApp(<SignUpFlow mode="register" onSwitchMode={() => {}} />, { path: '/onboarding' });
  for (const name of names) await platform(name).click();
  await page.getByRole('button', { name: 'Continue to Referral Codes' }).click();
}

describe('from platforms to links', () => {
  test('one link step per platform, in the order chosen; Skip remaining codes once one is done', async () => {
    await chooseAndStart('Revolut', 'Monzo', 'Chase UK');
    await expect.element(heading('Revolut')).toBeVisible();
    await expect.element(page.getByText('Platform 1 of 3', { exact: true })).toBeVisible();
    await expect.element(skip()).not.toBeInTheDocument();

    const revolutLink = page.getByLabelText('Your Revolut referral link', { exact: true });
    await revolutLink.fill('https://revolut.com/referral/alice123');
    await page.getByRole('button', { name: 'Next Platform' }).click();
    await expect.element(heading('Monzo')).toBeVisible();
    await expect.element(page.getByText('Platform 2 of 3', { exact: true })).toBeVisible();
    await expect.element(skip()).toBeVisible();

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(heading('Revolut')).toBeVisible();
    await expect.element(revolutLink).toHaveValue('https://revolut.com/referral/alice123');
    await expect.element(skip()).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Next Platform' }).click();
    await skip().click();
    await expect.element(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });

  test('the last platform continues to the account step', async () => {
    await chooseAndStart('Monzo');
    await expect.element(page.getByText('Platform 1 of 1', { exact: true })).toBeVisible();
    await page.getByLabelText('Your Monzo referral link', { exact: true }).fill('https://monzo.me/alicesmith');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.element(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });

  test('a catalogue that fails to load says "Failed to load apps" in a toast and on the page, with Try again', async () => {
    const server = fakeApi().on('GET', '/api/public/apps', { status: 500, body: { detail: 'Something went wrong' } });
    await renderInApp(<SignUpFlow mode="register" onSwitchMode={() => {}} />, { path: '/onboarding' });
    await expect.poll(() => page.getByRole('alert').getByText('Failed to load apps', { exact: true }).elements()).toHaveLength(2);
    server.on('GET', '/api/public/apps', { body: CATALOGUE });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(platform('Monzo')).toBeVisible();
  });
});
