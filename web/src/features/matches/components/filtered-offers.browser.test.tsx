/**
 * Available Offers' search box, category chips and sort: each asks the server (debounced for the
 * search) under its own query, the whole list shows without them, and an empty answer says so with
 * the way back. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, json, signIn, type FakeRequest } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { anOffer } from '#web/test/test-matches.ts';
import { aUser } from '#web/test/test-users.ts';
import { AvailableOffersSection } from './available-offers-section.tsx';

/** An offer with an id of its own (its app's, with another first digit). */
function offer(app: Parameters<typeof anOffer>[0]): AvailableReferralCode {
  const made = anOffer(app);
  return { ...made, id: `3${made.app_id.slice(1)}` };
}

const monzo = offer({ name: 'Monzo', category: 'banking', referee_reward_amount_pence: 1000 });
const moneybox = offer({ name: 'Moneybox', category: 'investing', referee_reward_amount_pence: 2000 });
const salmon = offer({ name: 'Salmon Bank', category: 'banking', referee_reward_amount_pence: 6000 });
const wise = offer({ name: 'Wise', category: 'banking', referee_reward_amount_pence: 700 });

/** What the fake server answers for a question: the offers it names, in its order. */
function answerFor(request: FakeRequest): Response {
  const query = Object.fromEntries(request.query);
  const key = `${query.search ?? ''}|${query.category ?? ''}|${query.sort ?? ''}`;
  const answers: Record<string, AvailableReferralCode[]> = {
    'mon||': [moneybox, monzo, salmon],
    'mon|banking|': [monzo, salmon],
    'mon|banking|reward': [salmon, monzo],
    '||reward': [salmon, moneybox, monzo, wise],
    'nothing-like-it||': [],
  };
  return json(200, answers[key] ?? []);
}

async function renderOffers() {
  signIn();
  const api = fakeApi().on('GET', '/api/auth/me', { body: aUser() }).on('GET', '/api/referral-codes/available', answerFor);
  await renderInApp(
    <AvailableOffersSection
      summary={{ first: [moneybox, monzo, salmon, wise], total: 4, best: salmon }}
      state="ready"
      claimingAppId={null}
      onClaim={() => {}}
      onUpgrade={() => {}}
    />,
  );
  return api;
}

const offerNames = () =>
  page
    .getByRole('region', { name: 'Available Offers' })
    .getByRole('listitem')
    .getByRole('heading')
    .elements()
    .map((heading) => heading.textContent?.trim());

describe('searching, filtering and sorting the available offers', () => {
  test('the search, a category and a sort each ask the server, and the count follows', async () => {
    const api = await renderOffers();
    await expect.element(page.getByRole('status').filter({ hasText: '4 offers' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/referral-codes/available')).toHaveLength(0);
    const chips = page.getByRole('group', { name: 'Category' });
    await expect.element(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      chips
        .getByRole('button')
        .elements()
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Banking', 'Investing', 'Crypto', 'Shopping', 'Ride', 'Food', 'Streaming', 'Other']);

    await page.getByRole('searchbox', { name: 'Search apps' }).fill('mon');
    await expect.element(page.getByRole('status')).toHaveTextContent('3 offers found');
    await expect.poll(offerNames).toEqual(['Moneybox', 'Monzo', 'Salmon Bank']);
    // Typing is asked once it pauses, not at every key.
    expect(api.calls('GET', '/api/referral-codes/available').map((call) => call.query.get('search'))).toEqual(['mon']);

    await chips.getByRole('button', { name: 'Banking' }).click();
    await expect.element(chips.getByRole('button', { name: 'Banking' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByRole('status')).toHaveTextContent('2 offers found');
    await expect.poll(offerNames).toEqual(['Monzo', 'Salmon Bank']);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOptions('Best reward');
    await expect.poll(offerNames).toEqual(['Salmon Bank', 'Monzo']);
    const last = api.calls('GET', '/api/referral-codes/available').at(-1)!;
    expect(Object.fromEntries([...last.query].filter(([name]) => name !== '_t'))).toEqual({ search: 'mon', category: 'banking', sort: 'reward' });
    await expectAccessible();

    // Back to All and no search: the whole list again, from what the dashboard loaded, still by best reward.
    await chips.getByRole('button', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('');
    await expect.poll(offerNames).toEqual(['Salmon Bank', 'Moneybox', 'Monzo', 'Wise']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOptions('Name');
    await expect.poll(offerNames).toEqual(['Moneybox', 'Monzo', 'Salmon Bank', 'Wise']);
    await expect.element(page.getByRole('status')).toHaveTextContent('4 offers');
  });

  test('a search that finds nothing says so, and Clear filters brings every offer back', async () => {
    await renderOffers();
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('nothing-like-it');
    await expect.element(page.getByText('No offers match your search.')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('No offers found');
    await expectAccessible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.element(page.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('');
    await expect.poll(offerNames).toEqual(['Moneybox', 'Monzo', 'Salmon Bank', 'Wise']);
  });

  test('the sort offers the four orders, by their names', async () => {
    await renderOffers();
    const select = page.getByRole('combobox', { name: 'Sort by' });
    await expect.element(select).toHaveValue('name');
    expect(
      select
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['Best reward', 'Name', 'Newest', 'Best-rated sharer']);
    await userEvent.selectOptions(select, 'Best-rated sharer');
    await expect.element(select).toHaveValue('rating');
  });
});
