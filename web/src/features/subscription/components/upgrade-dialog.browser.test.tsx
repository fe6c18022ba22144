/**
 * The upgrade dialog (user-side.md §2 Shared pieces, §4 Subscription), opened as a claim at the
 * Free limit opens it. The server is faked at fetch.
 */
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { PricingResponse, SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { expectEscapeCloses, expectWayOutCloses } from '#web/test/dialogs.ts';
import { UpgradeDialog } from './upgrade-dialog.tsx';

const PRICING: PricingResponse = {
  plans: [
    {
      id: 'FREE',
      name: 'Free',
      price: '£0',
      price_pence: 0,
      currency: 'GBP',
      interval: null,
      features: ['3 matches in total'],
      limitations: ['No more than 3 matches over the life of the account'],
    },
    {
      id: 'PREMIUM',
      name: 'Premium',
      price: '£9.99',
      price_pence: 999,
      currency: 'GBP',
      interval: 'month',
      features: ['Unlimited matches', 'Priority matching'],
      limitations: [],
    },
  ],
  value_proposition: { title: 'Why upgrade?', description: 'A sign-up bonus covers a month.', examples: [] },
  payment: { mode: 'demonstration', notice: 'This is a demonstration: no card is taken and nothing is charged.' },
};

function freeStatus(used: number): SubscriptionStatusResponse {
  return {
    subscription_status: 'FREE',
    subscription_expires_at: null,
    matches_used: used,
    matches_limit: 3,
    matches_remaining: Math.max(0, 3 - used),
    paid_features_enabled: true,
  };
}

const PREMIUM: SubscriptionStatusResponse = {
  subscription_status: 'PREMIUM',
  subscription_expires_at: '2025-07-01T12:00:00.000Z',
  matches_used: 3,
  matches_limit: null,
  matches_remaining: null,
  paid_features_enabled: true,
};

async function openDialog(status: SubscriptionStatusResponse | { status: number; body: unknown }) {
  signIn();
  const server = fakeApi()
    .on('GET', '/api/subscription/status', 'subscription_status' in status ? { body: status } : status)
    .on('GET', '/api/subscription/pricing', { body: PRICING });
  function Claim() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Claim Offer for Curve
        </button>
        <UpgradeDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  await renderInApp(<Claim />);
  const opener = page.getByRole('button', { name: 'Claim Offer for Curve' });
  await opener.click();
  return { server, opener, dialog: page.getByRole('dialog', { name: 'Upgrade to Premium' }) };
}

describe('the upgrade dialog', () => {
  test('at the Free limit: says so, compares the plans, and marks the current one', async () => {
    const { dialog } = await openDialog(freeStatus(3));
    await expect.element(dialog.getByText('You have used all 3 matches of the Free plan. Upgrade to Premium for unlimited matches.')).toBeVisible();
    const plans = dialog.getByRole('list', { name: 'Plans' });
    expect(
      plans
        .getByRole('heading')
        .elements()
        .map((heading) => heading.textContent),
    ).toEqual(['Free', 'Premium']);
    await expect.element(plans).toMatchTextContent('£9.99 per month');
    await expect.element(plans).toMatchTextContent('Unlimited matches');
    await expect.element(plans).toMatchTextContent('Limitation: No more than 3 matches over the life of the account');
    expect(plans.getByText('Current plan').elements()).toHaveLength(1);
    await expect.element(plans.getByRole('listitem').filter({ hasText: 'Current plan' }).getByRole('heading')).toMatchTextContent('Free');
    await expect.element(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toHaveAccessibleDescription(PRICING.payment.notice);
  });

  test('on a 360 x 640 phone its actions are in view without scrolling', async () => {
    await page.viewport(360, 640);
    try {
      const { dialog } = await openDialog(freeStatus(3));
      const upgrade = dialog.getByRole('button', { name: 'Upgrade to Premium' });
      await expect.element(upgrade).toBeVisible();
      const box = upgrade.element().getBoundingClientRect();
      expect(box.bottom).toBeLessThanOrEqual(640);
      const later = dialog.getByRole('button', { name: 'Maybe later' }).element().getBoundingClientRect();
      expect(later.bottom).toBeLessThanOrEqual(640);
    } finally {
      await page.viewport(414, 896);
    }
  });

  test('below the limit: Premium offered for what it adds', async () => {
    const { dialog } = await openDialog(freeStatus(1));
    await expect.element(dialog.getByText('Premium gives you unlimited matches, priority matching and more.')).toBeVisible();
  });

  test('already Premium: nothing to upgrade, and Close', async () => {
    const { dialog, opener } = await openDialog(PREMIUM);
    await expect.element(dialog.getByText('You have Premium: your matches are unlimited.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  test('card payment is coming soon', async () => {
    const { dialog } = await openDialog(freeStatus(3));
    await dialog.getByRole('button', { name: 'Pay £9.99 a month by card' }).click();
    await expect.element(page.getByRole('status').getByText('Card payments are coming soon.')).toBeVisible();
    await expect.element(dialog).toBeVisible();
  });

  test('Escape and Maybe later close it; focus goes back to the claim', async () => {
    const { dialog, opener } = await openDialog(freeStatus(3));
    await expect.element(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    await expectEscapeCloses(dialog, opener);
    await opener.click();
    await expectWayOutCloses(dialog, opener, 'Maybe later');
  });

  test('upgrading says so, closes the dialog and reads the plan again', async () => {
    const { server, dialog } = await openDialog(freeStatus(3));
    server.on('POST', '/api/subscription/upgrade', () => {
      server.on('GET', '/api/subscription/status', { body: PREMIUM });
      return Response.json({
        message: 'Successfully upgraded to Premium!',
        subscription: PREMIUM,
        payment: { mode: 'demonstration', card_charged: false, note: 'No card was taken.' },
      });
    });
    await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect.element(page.getByRole('status').getByText('Successfully upgraded to Premium!')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => server.calls('GET', '/api/subscription/status')).toHaveLength(2);
  });

  test.each([
    [{ status: 503, body: '' }, 'Failed to upgrade subscription'],
    [{ status: 409, body: { detail: 'You already have Premium.' } }, 'You already have Premium.'],
  ])('a failed upgrade says why and the dialog stays (%j)', async (answer, words) => {
    const { server, dialog } = await openDialog(freeStatus(3));
    server.on('POST', '/api/subscription/upgrade', answer);
    await dialog.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect.element(page.getByRole('alert').getByText(words, { exact: true })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });

  test('plan data that fails to load says so, and Try again loads it', async () => {
    const { server, dialog } = await openDialog({ status: 500, body: { detail: 'Something went wrong on our side.' } });
    await expect.element(dialog.getByText('Failed to load subscription information')).toBeVisible();
    await expect.element(page.getByRole('alert').getByText('Failed to load subscription information')).toBeVisible();
    await expect.element(page.getByText('Something went wrong on our side.')).not.toBeInTheDocument();
    server.on('GET', '/api/subscription/status', { body: freeStatus(3) });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  });
});
