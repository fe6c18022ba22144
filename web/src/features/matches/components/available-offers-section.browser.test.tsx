/**
 * Available Offers with an app in its early access (Premium's for its first 72 hours while paid
 * features are on): a Free member reads when it opens to everyone and is offered Premium; a
 * Premium member claims it as any other. The first offers come with the dashboard and the rest on
 * "Show all". The signed-in person and the server are faked at fetch.
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { opensToEveryoneText } from '#contract/apps/rules.ts';
import type { User } from '#contract/auth/schema.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { anOffer } from '#web/test/test-matches.ts';
import { aUser } from '#web/test/test-users.ts';
import { AvailableOffersSection } from './available-offers-section.tsx';

const OPENS = '2030-01-10T12:30:00.000Z';

async function renderOffers(user: User, opensToAllAt: string | null, offer: AvailableReferralCode = anOffer({ opens_to_all_at: opensToAllAt })) {
  signIn();
  fakeApi().on('GET', '/api/auth/me', { body: user });
  const onClaim = vi.fn();
  const onUpgrade = vi.fn();
  await renderInApp(
    <AvailableOffersSection summary={{ first: [offer], total: 1, best: offer }} state="ready" claimingAppId={null} onClaim={onClaim} onUpgrade={onUpgrade} />,
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
    await page.getByRole('dialog', { name: 'Claim Monzo?' }).getByRole('button', { name: 'Claim Offer' }).click();
    expect(onClaim).toHaveBeenCalledOnce();
    expect(page.getByText(opensToEveryoneText(OPENS)).elements()).toHaveLength(0);
  });

  test('once it has opened, a Free member claims it', async () => {
    const { onClaim } = await renderOffers(aUser({ paid_features_enabled: true, subscription_status: 'FREE' }), '2020-01-01T00:00:00.000Z');
    await page.getByRole('button', { name: 'Claim Offer for Monzo' }).click();
    await page.getByRole('dialog', { name: 'Claim Monzo?' }).getByRole('button', { name: 'Claim Offer' }).click();
    expect(onClaim).toHaveBeenCalledOnce();
  });
});

describe('the terms before a claim', () => {
  const withTerms = (): AvailableReferralCode => ({
    ...anOffer({ name: 'Monzo', referee_reward_amount_pence: 2000, qualifying_spend_amount_pence: 500, reward_waiting_period_days: 30 }),
    terms_conditions: 'New customers only. Spend £5 within 30 days of opening the account.',
    qualifying_spend_amount_pence: 500,
    reward_waiting_period_days: 30,
    expiry_date: '2030-12-31T23:59:59.999Z',
    claim_expiry_days: 14,
  });

  test('a Free member with paid features on reads the reward, what to do, the terms and the match it uses, then claims', async () => {
    const { onClaim } = await renderOffers(aUser({ paid_features_enabled: true, subscription_status: 'FREE', matches_used: 1 }), null, withTerms());
    await page.getByRole('button', { name: 'Claim Offer for Monzo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim Monzo?' });
    await expect.element(dialog).toBeVisible();
    expect(onClaim).not.toHaveBeenCalled();
    await expect.element(dialog.getByText('You get £20 from Monzo if you qualify.')).toBeVisible();
    await expect
      .element(dialog.getByText('Sign up to Monzo with sam’s code, then mark the sign-up complete here within 14 days, or the claim expires.'))
      .toBeVisible();
    await expect.element(dialog.getByText('Make a qualifying spend of at least £5.')).toBeVisible();
    await expect.element(dialog.getByText('The reward usually arrives within 30 days of qualifying.')).toBeVisible();
    await expect.element(dialog.getByText('Monzo’s offer ends on 31 December 2030.')).toBeVisible();
    await expect.element(dialog.getByText('New customers only. Spend £5 within 30 days of opening the account.')).toBeVisible();
    await expect.element(dialog.getByText('This uses 1 of your 3 matches.')).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Claim Offer' }).click();
    expect(onClaim).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'Monzo' }));
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('Cancel claims nothing, and a Premium member is not told of plan matches', async () => {
    const { onClaim } = await renderOffers(aUser({ paid_features_enabled: true, subscription_status: 'PREMIUM' }), null, {
      ...withTerms(),
      terms_conditions: null,
    });
    await page.getByRole('button', { name: 'Claim Offer for Monzo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim Monzo?' });
    await expect.element(dialog.getByText('Monzo has published no further terms here: read its own terms when you sign up.')).toBeVisible();
    await expect.element(dialog.getByText(/of your 3 matches/)).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onClaim).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Claim Offer for Monzo' })).toHaveFocus();
  });

  test('at the Free plan’s limit the upgrade comes first, with no terms to read', async () => {
    const { onClaim } = await renderOffers(aUser({ paid_features_enabled: true, subscription_status: 'FREE', matches_used: 3 }), null, withTerms());
    await page.getByRole('button', { name: 'Claim Offer for Monzo' }).click();
    expect(onClaim).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('dialog', { name: 'Claim Monzo?' })).not.toBeInTheDocument();
  });
});

describe('the first offers, then all of them', () => {
  const offers = ['Amex', 'Bunq', 'Chase', 'Dodl', 'Emma', 'Freetrade', 'Gemini', 'Hargreaves'].map((name, index) => ({
    ...anOffer({ name }),
    id: `4${String(index)}${anOffer({ name }).app_id.slice(2)}`,
  }));
  const names = () =>
    page
      .getByRole('list')
      .getByRole('heading')
      .elements()
      .map((heading) => heading.textContent?.trim());

  test('shows the first six and the count of all, reads the rest only on "Show all", and folds them again', async () => {
    signIn();
    const api = fakeApi().on('GET', '/api/auth/me', { body: aUser() }).on('GET', '/api/referral-codes/available', { body: offers });
    await renderInApp(
      <AvailableOffersSection
        summary={{ first: offers.slice(0, 6), total: offers.length, best: offers[0]! }}
        state="ready"
        claimingAppId={null}
        onClaim={() => {}}
        onUpgrade={() => {}}
      />,
    );
    await expect.element(page.getByText('8 offers', { exact: true })).toBeVisible();
    expect(names()).toEqual(offers.slice(0, 6).map((offer) => offer.app.name));
    expect(api.calls('GET', '/api/referral-codes/available')).toHaveLength(0);

    await page.getByRole('button', { name: 'Show all 8 offers' }).click();
    await expect.poll(names).toEqual(offers.map((offer) => offer.app.name));
    expect(api.calls('GET', '/api/referral-codes/available')).toHaveLength(1);
    await page.getByRole('button', { name: 'Show fewer offers' }).click();
    await expect.poll(names).toEqual(offers.slice(0, 6).map((offer) => offer.app.name));
  });

  test('says so when nothing is on offer', async () => {
    signIn();
    fakeApi().on('GET', '/api/auth/me', { body: aUser() });
    await renderInApp(
      <AvailableOffersSection summary={{ first: [], total: 0, best: null }} state="ready" claimingAppId={null} onClaim={() => {}} onUpgrade={() => {}} />,
    );
    await expect.element(page.getByText(/No referral codes are available for you to claim right now/)).toBeVisible();
    expect(page.getByRole('button', { name: /^Show all/ }).elements()).toHaveLength(0);
  });
});
