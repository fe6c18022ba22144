/** The offer a match was claimed on, on its card: as it stood, and what has changed since, as each party reads it. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch, termsOf, anApp } from '#web/test/test-matches.ts';
import { ClaimedTermsPanel } from './claimed-terms-panel.tsx';

const panel = () => page.getByRole('region', { name: 'The offer when claimed' });
const app = anApp({
  name: 'Monzo',
  referrer_reward_amount_pence: 2000,
  referee_reward_amount_pence: 1000,
  qualifying_spend_amount_pence: 5000,
  reward_waiting_period_days: 30,
  terms_conditions: 'New customers only.',
});
/** Claimed when the referee reward was £20 with no qualifying spend, on other terms; the app says otherwise now. */
const claimedEarlier = {
  app,
  terms_at_claim: { ...termsOf(app), referee_reward_amount_pence: 2000, qualifying_spend_amount_pence: null, terms_conditions: 'Anyone.' },
  terms_changed_since_claim: ['referee_reward', 'qualifying_spend', 'terms_conditions'] as const,
};

describe('the offer when claimed', () => {
  test('as claimed, with nothing changed since: folded; opened, every figure and the terms, no change marked', async () => {
    await renderInApp(<ClaimedTermsPanel match={aMatch({ app })} />);
    await expect.element(panel().getByText('Referee reward (you)')).not.toBeVisible();
    await panel().getByText('The offer when claimed').click();
    await expect.element(panel().getByText('Referee reward (you)')).toBeVisible();
    await expect.element(panel()).toMatchTextContent(/Referee reward \(you\)£10/);
    await expect.element(panel()).toMatchTextContent(/Referrer reward£20/);
    await expect.element(panel()).toMatchTextContent(/Qualifying spend£50/);
    await expect.element(panel()).toMatchTextContent(/Reward waiting period30 days/);
    await expect.element(panel()).not.toMatchTextContent(/changed since/);
    await panel()
      .getByText(/^Terms and conditions/)
      .click();
    await expect.element(panel().getByText('New customers only.')).toBeVisible();
  });

  test('the referee sees it open, "changed since you claimed" beside each part that changed, with what it is now', async () => {
    await renderInApp(<ClaimedTermsPanel match={aMatch({ ...claimedEarlier, terms_changed_since_claim: [...claimedEarlier.terms_changed_since_claim] })} />);
    await expect.element(panel().getByText('Referee reward (you)')).toBeVisible();
    await expect.element(panel()).toMatchTextContent(/^The offer when claimed changed since you claimedReferee/);
    await expect.element(panel()).toMatchTextContent(/Referee reward \(you\)£20changed since you claimed: now £10/);
    await expect.element(panel()).toMatchTextContent(/Qualifying spendNonechanged since you claimed: now £50/);
    await expect.element(panel()).toMatchTextContent(/Referrer reward£20Qualifying/);
    await expect.element(panel()).toMatchTextContent(/Terms and conditions changed since you claimed/);
    await panel()
      .getByText(/^Terms and conditions/)
      .click();
    await expect.element(panel().getByText('Anyone.')).toBeVisible();
  });

  test('the referrer, whose code was claimed, sees "changed since it was claimed", their own reward first', async () => {
    await renderInApp(
      <ClaimedTermsPanel match={aMatch({ ...claimedEarlier, role: 'referrer', terms_changed_since_claim: [...claimedEarlier.terms_changed_since_claim] })} />,
    );
    await expect
      .element(panel())
      .toMatchTextContent(
        /^The offer when claimed changed since it was claimedReferrer reward \(you\)£20Referee reward£20changed since it was claimed: now £10/,
      );
    await expect.element(panel()).not.toMatchTextContent(/you claimed/);
  });

  test('says when no terms and conditions were published, and a range or no reward in words', async () => {
    const bare = anApp({
      referee_reward_amount_pence: null,
      referrer_reward_amount_pence: 0,
      referrer_reward_min_pence: 500,
      referrer_reward_max_pence: 2500,
      terms_conditions: null,
    });
    await renderInApp(<ClaimedTermsPanel match={aMatch({ app: bare })} />);
    await expect.element(panel()).toMatchTextContent(/Referee reward \(you\)No reward/);
    await expect.element(panel()).toMatchTextContent(/Referrer reward£5-£25/);
    await expect.element(panel()).toMatchTextContent(/Reward waiting period25 days/);
    await expect.element(panel()).toMatchTextContent(/No terms and conditions were published with it\./);
  });
});
