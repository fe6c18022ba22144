/**
 * The subscription panel (user-side.md §2 Profile: Subscription tab, /subscription): the plan and its
 * counter, the comparison, the demonstration upgrade and the placeholders, and the failures in the
 * spec's words. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { PricingResponse, SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { expectAccessible } from '#web/test/axe.ts';

const PRICING: PricingResponse = {
  plans: [
    { id: 'FREE', name: 'Free', price: '£0', price_pence: 0, currency: 'GBP', interval: null, features: ['3 matches in total'], limitations: [] },
    { id: 'PREMIUM', name: 'Premium', price: '£9.99', price_pence: 999, currency: 'GBP', interval: 'month', features: ['Unlimited matches'], limitations: [] },
  ],
  value_proposition: {
    title: 'Why upgrade?',
    description: 'A single sign-up bonus usually covers a month of Premium.',
    examples: ['A banking bonus covers two months.'],
  },
  payment: { mode: 'demonstration', notice: 'This is a demonstration: upgrading switches your account to Premium. No card is taken and nothing is charged.' },
};

const FREE: SubscriptionStatusResponse = {
  subscription_status: 'FREE',
  subscription_expires_at: null,
  matches_used: 2,
  matches_limit: 3,
  matches_remaining: 1,
  paid_features_enabled: true,
};
const PREMIUM: SubscriptionStatusResponse = {
  ...FREE,
  subscription_status: 'PREMIUM',
  subscription_expires_at: '2025-07-01T12:00:00.000Z',
  matches_limit: null,
  matches_remaining: null,
};

async function renderPanel(status: SubscriptionStatusResponse | { status: number; body: unknown } = FREE) {
  signIn();
  const server = fakeApi()
    .on('GET', '/api/subscription/status', 'subscription_status' in status ? { body: status } : status)
    .on('GET', '/api/subscription/pricing', { body: PRICING });
  await renderInApp(<SubscriptionPanel />);
  return { server, upgrade: page.getByRole('button', { name: 'Upgrade to Premium' }) };
}

describe('the subscription panel', () => {
  test('with paid features off: plans are not in use, and none is shown', async () => {
    await renderPanel({ ...FREE, paid_features_enabled: false, matches_limit: null, matches_remaining: null });
    await expect.element(page.getByText('Plans are not in use at the moment: every account has unlimited matches.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Compare plans' })).not.toBeInTheDocument();
  });

  test('Free: the counter, the plans, why upgrade, and the demonstration notice', async () => {
    const { upgrade } = await renderPanel();
    await expect.element(page.getByText('2/3 matches used • 1 remaining on free plan')).toBeVisible();
    const plans = page.getByRole('list', { name: 'Plans' });
    expect(
      plans
        .getByRole('heading')
        .elements()
        .map((heading) => heading.textContent),
    ).toEqual(['Free', 'Premium']);
    await expect.element(plans).toMatchTextContent('£9.99 per month');
    await expect.element(page.getByRole('heading', { name: 'Why upgrade?' })).toBeVisible();
    await expect.element(upgrade).toHaveAccessibleDescription(PRICING.payment.notice);
  });

  test('paying by card is coming soon', async () => {
    await renderPanel();
    await page.getByRole('button', { name: 'Pay £9.99 a month by card' }).click();
    await expect.element(page.getByRole('status').getByText('Card payments are coming soon.')).toBeVisible();
  });

  test('the demonstration upgrade: Premium until its date, what was charged, Manage Subscription coming soon', async () => {
    const { server, upgrade } = await renderPanel();
    server.on('POST', '/api/subscription/upgrade', () => {
      server.on('GET', '/api/subscription/status', { body: PREMIUM });
      return Response.json({
        message: 'Successfully upgraded to Premium!',
        subscription: PREMIUM,
        payment: { mode: 'demonstration', card_charged: false, note: 'This was a demonstration: no card was taken and nothing was charged.' },
      });
    });
    await upgrade.click();
    await expect.element(page.getByText(/^Premium until 1 July 2025\./)).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Successfully upgraded to Premium!')).toBeVisible();
    expect(page.getByText('Successfully upgraded to Premium!').elements()).toHaveLength(1);
    await expect.element(page.getByText('This was a demonstration: no card was taken and nothing was charged.')).toBeVisible();
    expect(page.getByText('Current plan').elements()).toHaveLength(1);
    await expect.element(upgrade).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect.element(page.getByRole('status').getByText('Managing or downgrading your subscription is coming soon.')).toBeVisible();
  });

  test.each([
    [{ status: 503, body: '' }, 'Failed to upgrade subscription'],
    [{ status: 409, body: { detail: 'You already have Premium.' } }, 'You already have Premium.'],
  ])('a failed upgrade says why, and Upgrade can be pressed again (%j)', async (answer, words) => {
    const { server, upgrade } = await renderPanel();
    server.on('POST', '/api/subscription/upgrade', answer);
    await upgrade.click();
    await expect.element(page.getByRole('alert').getByText(words, { exact: true })).toBeVisible();
    await expect.element(upgrade).toBeEnabled();
  });

  test('a failed load says so in a toast and on the page, never the server’s words', async () => {
    await renderPanel({ status: 500, body: { detail: 'Something went wrong on our side.' } });
    await expect.element(page.getByRole('alert').getByText('Failed to load subscription information')).toBeVisible();
    await expectAccessible();
    await expect.poll(() => page.getByText('Failed to load subscription information', { exact: true }).elements()).toHaveLength(2);
    await expect.element(page.getByText('Something went wrong on our side.')).not.toBeInTheDocument();
  });
});
