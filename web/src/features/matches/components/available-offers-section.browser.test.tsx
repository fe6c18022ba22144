/**
 * Available Offers with an app in its early access (Premium's for its first 72 hours while paid
 * features are on): a Free member reads when it opens to everyone and is offered Premium; a
 * Premium member claims it as any other. The signed-in person is faked at fetch.
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { opensToEveryoneText } from '#contract/apps/rules.ts';
import type { User } from '#contract/auth/schema.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { anOffer } from '#web/test/test-matches.ts';
import { aUser } from '#web/test/test-users.ts';
import { AvailableOffersSection } from './available-offers-section.tsx';

const OPENS = '2030-01-10T12:30:00.000Z';

async function renderOffers(user: User, opensToAllAt: string | null) {
  signIn();
  fakeApi().on('GET', '/api/auth/me', { body: user });
  const onClaim = vi.fn();
  const onUpgrade = vi.fn();
  await renderInApp(
    <AvailableOffersSection offers={[anOffer({ opens_to_all_at: opensToAllAt })]} state="ready" claimingAppId={null} onClaim={onClaim} onUpgrade={onUpgrade} />,
  );
  return { onClaim, onUpgrade };
}

describe('an offer in its early access', () => {
  test('a Free member with paid features on reads when it opens to everyone, and is offered Premium instead of the claim', async () => {
    const { onClaim, onUpgrade } = await renderOffers(aUser({ paid_features_enabled: true, subscription_status: 'FREE' }), OPENS);
    await expect.element(page.getByText(opensToEveryoneText(OPENS), { exact: true })).toBeVisible();
    await expect.element(page.getByText('Opens to everyone on 10 January 2030 at 12:30')).toBeVisible();
    expect(page.getByRole('button', { name: 'Claim Offer for Monzo' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Claim now with Premium for Monzo' }).click();
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(onClaim).not.toHaveBeenCalled();
  });

  test.each([
    ['a Premium member', aUser({ paid_features_enabled: true, subscription_status: 'PREMIUM' })],
    ['a Free member with paid features off', aUser({ paid_features_enabled: false, subscription_status: 'FREE' })],
  ])('%s claims it as any other offer', async (_who, user) => {
    const { onClaim } = await renderOffers(user, OPENS);
    await page.getByRole('button', { name: 'Claim Offer for Monzo' }).click();
    expect(onClaim).toHaveBeenCalledOnce();
    expect(page.getByText(opensToEveryoneText(OPENS)).elements()).toHaveLength(0);
  });

  test('once it has opened, a Free member claims it', async () => {
    const { onClaim } = await renderOffers(aUser({ paid_features_enabled: true, subscription_status: 'FREE' }), '2020-01-01T00:00:00.000Z');
    await page.getByRole('button', { name: 'Claim Offer for Monzo' }).click();
    expect(onClaim).toHaveBeenCalledOnce();
  });
});
