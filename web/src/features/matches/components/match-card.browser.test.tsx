/**
 * The match card's words about money, row by row of docs/decisions/screens.md "One picture of the money",
 * for the referrer and the referee alike: the badge, the reward line and the receipt lines.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { AppSummary } from '#contract/apps/schema.ts';
import type { MatchRole, MatchStatus } from '#contract/matches/rules.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { FoldOnPhones } from '#web/components/section/fold.tsx';
import { MatchCard } from './match-card.tsx';

const BADGES = ['In Progress', 'Awaiting Reward', 'Awaiting Confirmation', 'Reward Received', 'Completed', 'Cancelled'] as const;
type Badge = (typeof BADGES)[number];
type Confirmed = 'nobody' | 'me' | 'other' | 'both';
/** The viewer's reward: £5 fixed, £10-£60, or none; the other party's is £5. */
type MyReward = '£5' | '£10-£60' | '£0';
/** What the card says of each party's receipt, or null when it shows no receipt lines. */
type Receipts = { mine: string; theirs: string } | null;

const CONFIRMED = '✓ Confirmed receipt';
const YET = 'Not confirmed yet';
const NOT = 'Not confirmed';
const NONE = 'No reward on this offer';

// status, confirmed by, viewer's reward, badge, reward line, receipt lines (docs/decisions/screens.md, in its order)
const TABLE: [MatchStatus, Confirmed, MyReward, Badge, string, Receipts][] = [
  ['ASSIGNED', 'nobody', '£5', 'In Progress', 'Expected reward: £5', null],
  ['USER_MARKED_DONE', 'nobody', '£5', 'Awaiting Reward', 'Expected reward: £5', { mine: YET, theirs: YET }],
  ['USER_MARKED_DONE', 'nobody', '£10-£60', 'Awaiting Reward', 'Expected reward: £10-£60', { mine: YET, theirs: YET }],
  ['USER_MARKED_DONE', 'other', '£5', 'Awaiting Reward', 'Expected reward: £5', { mine: YET, theirs: CONFIRMED }],
  ['USER_MARKED_DONE', 'me', '£5', 'Reward Received', 'Reward received: £5', { mine: CONFIRMED, theirs: YET }],
  ['USER_MARKED_DONE', 'me', '£10-£60', 'Reward Received', 'Reward received: £55.50', { mine: CONFIRMED, theirs: YET }],
  ['USER_MARKED_DONE', 'both', '£5', 'Reward Received', 'Reward received: £5', { mine: CONFIRMED, theirs: CONFIRMED }],
  ['USER_MARKED_DONE', 'nobody', '£0', 'Awaiting Confirmation', 'No reward for you on this offer', { mine: NONE, theirs: YET }],
  ['USER_MARKED_DONE', 'other', '£0', 'Completed', 'No reward for you on this offer', { mine: NONE, theirs: CONFIRMED }],
  ['COMPLETED', 'both', '£10-£60', 'Completed', 'Reward received: £55.50', { mine: CONFIRMED, theirs: CONFIRMED }],
  ['CONFIRMED', 'me', '£5', 'Completed', 'Reward received: £5', { mine: CONFIRMED, theirs: NOT }],
  ['COMPLETED', 'other', '£5', 'Completed', 'Reward not confirmed: £5', { mine: NOT, theirs: CONFIRMED }],
  ['CONFIRMED', 'nobody', '£10-£60', 'Completed', 'Reward not confirmed: £10-£60', { mine: NOT, theirs: NOT }],
  ['CANCELLED', 'me', '£5', 'Cancelled', 'Reward received: £5', { mine: CONFIRMED, theirs: NOT }],
  ['CANCELLED', 'nobody', '£5', 'Cancelled', 'No reward: the match was cancelled', null],
  ['CANCELLED', 'other', '£5', 'Cancelled', 'No reward: the match was cancelled', { mine: NOT, theirs: CONFIRMED }],
  ['ASSIGNED', 'nobody', '£0', 'In Progress', 'No reward for you on this offer', null],
  ['COMPLETED', 'other', '£0', 'Completed', 'No reward for you on this offer', { mine: NONE, theirs: CONFIRMED }],
  ['CANCELLED', 'nobody', '£0', 'Cancelled', 'No reward for you on this offer', null],
];

const otherRole = (role: MatchRole): MatchRole => (role === 'referrer' ? 'referee' : 'referrer');
const label = (party: MatchRole, role: MatchRole) => `${party === 'referrer' ? 'Referrer' : 'Referee'}${party === role ? ' (you)' : ''}:`;

function rewardFields(party: MatchRole, reward: MyReward): Partial<AppSummary> {
  const [amount, min, max] = reward === '£5' ? [500, null, null] : reward === '£0' ? [null, null, null] : [null, 1000, 6000];
  return { [`${party}_reward_amount_pence`]: amount, [`${party}_reward_min_pence`]: min, [`${party}_reward_max_pence`]: max };
}

/** The match as `role` sees it; a party who confirmed has the amount the server records (£55.50 of a range). */
function seenBy(role: MatchRole, status: MatchStatus, confirmed: Confirmed, reward: MyReward) {
  const me = confirmed === 'me' || confirmed === 'both';
  const them = confirmed === 'other' || confirmed === 'both';
  const mineActual = me ? (reward === '£10-£60' ? 5550 : reward === '£5' ? 500 : 0) : null;
  const theirsActual = them ? 500 : null;
  return aMatch({
    role,
    status,
    app: { name: 'Monzo', ...rewardFields(role, reward), ...rewardFields(otherRole(role), '£5') },
    referrer_confirmed_receipt: role === 'referrer' ? me : them,
    referee_confirmed_receipt: role === 'referee' ? me : them,
    actual_referrer_reward_amount_pence: role === 'referrer' ? mineActual : theirsActual,
    actual_referee_reward_amount_pence: role === 'referee' ? mineActual : theirsActual,
  });
}

const card = () => page.getByRole('article', { name: 'Monzo' });

describe.each(['referee', 'referrer'] as const)('the match card seen by the %s', (role) => {
  test.each(TABLE)('%s, confirmed by %s, reward %s: "%s", "%s"', async (status, confirmed, reward, badge, line, receipts) => {
    await renderInApp(<MatchCard match={seenBy(role, status, confirmed, reward)} />);
    await expect.element(card().getByText(badge, { exact: true })).toBeVisible();
    for (const other of BADGES.filter((words) => words !== badge)) {
      await expect.element(card().getByText(other, { exact: true })).not.toBeInTheDocument();
    }
    await expect.element(card().getByText(line, { exact: true })).toBeVisible();

    const mine = card().getByText(label(role, role), { exact: true });
    const theirs = card().getByText(label(otherRole(role), role), { exact: true });
    if (receipts === null) {
      await expect.element(mine).not.toBeInTheDocument();
      await expect.element(theirs).not.toBeInTheDocument();
    } else {
      await expect.element(card()).toMatchTextContent(`${label(role, role)}${receipts.mine}`);
      await expect.element(card()).toMatchTextContent(`${label(otherRole(role), role)}${receipts.theirs}`);
    }
  });
});

describe('the steps to sign up', () => {
  test('are offered on a claim still in progress, and not on a completed match (its fold shows the code only)', async () => {
    const instructions = { steps: ['Open the app', 'Enter the code at sign-up'], notes: '', estimated_time: '5 minutes' };
    // The dashboard folds a card's details on a phone, under a button that says what they hold.
    const folded = (status: 'ASSIGNED' | 'COMPLETED') => (
      <FoldOnPhones>
        <MatchCard match={aMatch({ id: '10000000-0000-4000-8000-00000000f01d', app: { name: 'Monzo' }, status, instructions })} />
      </FoldOnPhones>
    );
    await page.viewport(360, 800);
    try {
      const { rerender } = await renderInApp(folded('ASSIGNED'));
      await card().getByRole('button', { name: 'Show code and steps for Monzo' }).click();
      await expect.element(card().getByText('Enter the code at sign-up')).toBeVisible();
      await rerender(folded('COMPLETED'));
      await expect.element(card().getByRole('button', { name: /^(Show|Hide) code for Monzo$/ })).toBeVisible();
      await expect.element(card().getByRole('button', { name: /code and steps/ })).not.toBeInTheDocument();
      await expect.element(card().getByText('Enter the code at sign-up')).not.toBeInTheDocument();
    } finally {
      await page.viewport(414, 896);
    }
  });
});

describe('who is on the other side', () => {
  test('the referee sees the code to sign up with, its link and whose it is', async () => {
    await renderInApp(
      <MatchCard match={aMatch({ app: { name: 'Monzo' }, created_at: '2025-03-14T12:00:00.000Z', code: 'ALICE123', owner_masked_email: 'alice' })} />,
    );
    await expect.element(card().getByText('You claimed this code on 14 Mar 2025')).toBeVisible();
    await expect.element(card().getByText('ALICE123', { exact: true })).toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Copy Code for Monzo' })).toBeVisible();
    await expect
      .element(card().getByRole('link', { name: 'https://example.com/invite/CODE123 (opens in a new tab)' }))
      .toHaveAttribute('href', 'https://example.com/invite/CODE123');
    await expect.element(card()).toMatchTextContent('Shared byalice');
  });

  test('a referee whose referrer has left reads "A former member"', async () => {
    await renderInApp(<MatchCard match={aMatch({ app: { name: 'Monzo' }, owner_masked_email: '' })} />);
    await expect.element(card()).toMatchTextContent('Shared byA former member');
  });

  test('the referrer sees their own code and who claimed it by username (no part of their address), or "a former member"', async () => {
    const claimed = aMatch({
      role: 'referrer',
      app: { name: 'Monzo' },
      created_at: '2025-03-14T12:00:00.000Z',
      code: 'MINE42',
      referee_masked_email: 'bob.referee',
      other_party: { username: 'bob_r', track_record: { completed: 0, completion_rate: null, rating: null, ratings: 0 } },
    });
    const { rerender } = await renderInApp(<MatchCard match={claimed} />);
    await expect.element(card().getByText('Claimed by bob_r on 14 Mar 2025')).toBeVisible();
    await expect.element(card()).not.toMatchTextContent('bob.referee');
    await expect.element(card()).toMatchTextContent('Your code: MINE42');
    await expect.element(card().getByRole('button', { name: /Copy Code/ })).not.toBeInTheDocument();
    await rerender(<MatchCard match={{ ...claimed, referee_masked_email: '', other_party: null }} />);
    await expect.element(card().getByText('Claimed by a former member on 14 Mar 2025')).toBeVisible();
  });

  test('the referee sees the sharer’s record, linked to their page', async () => {
    const sharer = { username: 'ada_shares', track_record: { completed: 13, completion_rate: 0.923, rating: 4.8, ratings: 10 } };
    await renderInApp(<MatchCard match={aMatch({ app: { name: 'Monzo' }, status: 'ASSIGNED', other_party: sharer })} />);
    await expect.element(card().getByRole('link', { name: 'ada_shares' })).toHaveAttribute('href', '/members/ada_shares');
    await expect.element(card().getByText('92% of referrals paid out, 13 completed, rated 4.8 out of 5 from 10 ratings')).toBeVisible();
  });
});

describe('the way to report a problem, which the screen gives the card', () => {
  const reportSlot = (_match: unknown, rewardOverdue: boolean) => <p data-testid="report">{rewardOverdue ? 'Overdue report' : 'Report'}</p>;

  test('sits right under the line saying the reward is overdue, told it is', async () => {
    const overdue = aMatch({ app: { name: 'Monzo' }, status: 'USER_MARKED_DONE', reward_due_at: '2020-01-01T00:00:00.000Z' });
    await renderInApp(<MatchCard match={overdue} renderReport={reportSlot} />);
    const deadline = card()
      .getByText(/Your reward is overdue/)
      .element();
    expect(deadline.nextElementSibling?.textContent).toBe('Overdue report');
  });

  test('sits at the card’s end otherwise', async () => {
    await renderInApp(<MatchCard match={aMatch({ app: { name: 'Monzo' }, status: 'ASSIGNED' })} renderReport={reportSlot} />);
    await expect.element(card().getByTestId('report')).toMatchTextContent('Report');
    expect(card().element().lastElementChild?.textContent).toBe('Report');
  });
});

describe('the way to rate the other party, which the screen gives the card', () => {
  test('sits after the code and details, before the way to report a problem', async () => {
    const completed = aMatch({ app: { name: 'Monzo' }, status: 'COMPLETED', referee_confirmed_receipt: true, referrer_confirmed_receipt: true });
    await renderInApp(
      <MatchCard match={completed} renderRating={(match) => <p data-testid="rating">Rate {match.app_name}</p>} renderReport={() => <p>Report</p>} />,
    );
    const rating = card().getByTestId('rating').element();
    expect(rating.textContent).toBe('Rate Monzo');
    // Outside the details a phone folds away: a completed match's rating stays in view.
    expect(rating.parentElement).toBe(card().element());
    expect(rating.previousElementSibling?.textContent).toContain('CODE123');
    expect(rating.nextElementSibling?.textContent).toBe('Report');
  });
});
