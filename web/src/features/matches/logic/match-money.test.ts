import { describe, expect, it } from 'vitest';
import type { AppSummary } from '#contract/apps/schema.ts';
import type { Match } from '#contract/matches/schema.ts';
import type { MatchRole, MatchStatus } from '#contract/matches/rules.ts';
import { matchMoney, type BadgeWords } from '#contract/matches/money.ts';
import { earnedPence, pendingRewards, yourReferrals } from '#contract/matches/stats.ts';
import { aMatch } from '#web/test/test-matches.ts';

const STATUSES: MatchStatus[] = ['ASSIGNED', 'USER_MARKED_DONE', 'COMPLETED', 'CONFIRMED', 'CANCELLED'];
type Confirmed = 'nobody' | 'me' | 'other' | 'both';
const CONFIRMED: Confirmed[] = ['nobody', 'me', 'other', 'both'];
/** The viewer's own reward: £2 fixed, or nothing (the other party's reward is £5 either way). */
type MyReward = '£2' | 'none';

/** The rule of docs/decisions/screens.md, one row per status × who confirmed × the viewer's reward; the same for either role. */
const TABLE: [MatchStatus, Confirmed, MyReward, BadgeWords, string, number, boolean][] = [
  // status, confirmed by, my reward, badge, reward line, adds to Earned (pence), counts in Pending
  ['ASSIGNED', 'nobody', '£2', 'In Progress', 'Expected reward: £2', 0, false],
  ['ASSIGNED', 'me', '£2', 'In Progress', 'Reward received: £2', 200, false],
  ['ASSIGNED', 'other', '£2', 'In Progress', 'Expected reward: £2', 0, false],
  ['ASSIGNED', 'both', '£2', 'In Progress', 'Reward received: £2', 200, false],
  ['ASSIGNED', 'nobody', 'none', 'In Progress', 'No reward for you on this offer', 0, false],
  ['ASSIGNED', 'me', 'none', 'In Progress', 'No reward for you on this offer', 0, false],
  ['ASSIGNED', 'other', 'none', 'In Progress', 'No reward for you on this offer', 0, false],
  ['ASSIGNED', 'both', 'none', 'In Progress', 'No reward for you on this offer', 0, false],

  ['USER_MARKED_DONE', 'nobody', '£2', 'Awaiting Reward', 'Expected reward: £2', 0, true],
  ['USER_MARKED_DONE', 'me', '£2', 'Reward Received', 'Reward received: £2', 200, false],
  ['USER_MARKED_DONE', 'other', '£2', 'Awaiting Reward', 'Expected reward: £2', 0, true],
  ['USER_MARKED_DONE', 'both', '£2', 'Reward Received', 'Reward received: £2', 200, false],
  ['USER_MARKED_DONE', 'nobody', 'none', 'Awaiting Confirmation', 'No reward for you on this offer', 0, false],
  ['USER_MARKED_DONE', 'me', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['USER_MARKED_DONE', 'other', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['USER_MARKED_DONE', 'both', 'none', 'Completed', 'No reward for you on this offer', 0, false],

  ['COMPLETED', 'nobody', '£2', 'Completed', 'Reward not confirmed: £2', 0, false],
  ['COMPLETED', 'me', '£2', 'Completed', 'Reward received: £2', 200, false],
  ['COMPLETED', 'other', '£2', 'Completed', 'Reward not confirmed: £2', 0, false],
  ['COMPLETED', 'both', '£2', 'Completed', 'Reward received: £2', 200, false],
  ['COMPLETED', 'nobody', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['COMPLETED', 'me', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['COMPLETED', 'other', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['COMPLETED', 'both', 'none', 'Completed', 'No reward for you on this offer', 0, false],

  ['CONFIRMED', 'nobody', '£2', 'Completed', 'Reward not confirmed: £2', 0, false],
  ['CONFIRMED', 'me', '£2', 'Completed', 'Reward received: £2', 200, false],
  ['CONFIRMED', 'other', '£2', 'Completed', 'Reward not confirmed: £2', 0, false],
  ['CONFIRMED', 'both', '£2', 'Completed', 'Reward received: £2', 200, false],
  ['CONFIRMED', 'nobody', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['CONFIRMED', 'me', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['CONFIRMED', 'other', 'none', 'Completed', 'No reward for you on this offer', 0, false],
  ['CONFIRMED', 'both', 'none', 'Completed', 'No reward for you on this offer', 0, false],

  ['CANCELLED', 'nobody', '£2', 'Cancelled', 'No reward: the match was cancelled', 0, false],
  ['CANCELLED', 'me', '£2', 'Cancelled', 'Reward received: £2', 200, false],
  ['CANCELLED', 'other', '£2', 'Cancelled', 'No reward: the match was cancelled', 0, false],
  ['CANCELLED', 'both', '£2', 'Cancelled', 'Reward received: £2', 200, false],
  ['CANCELLED', 'nobody', 'none', 'Cancelled', 'No reward for you on this offer', 0, false],
  ['CANCELLED', 'me', 'none', 'Cancelled', 'No reward for you on this offer', 0, false],
  ['CANCELLED', 'other', 'none', 'Cancelled', 'No reward for you on this offer', 0, false],
  ['CANCELLED', 'both', 'none', 'Cancelled', 'No reward for you on this offer', 0, false],
];

const other = (role: MatchRole): MatchRole => (role === 'referrer' ? 'referee' : 'referrer');

/** The app's reward fields giving `role` the `mine` reward and the other party `theirs`. */
function rewards(role: MatchRole, mine: Partial<Record<'amount' | 'min' | 'max', number | null>>, theirs: number): Partial<AppSummary> {
  const fields = (party: MatchRole, reward: Partial<Record<'amount' | 'min' | 'max', number | null>>) => ({
    [`${party}_reward_amount_pence`]: reward.amount ?? null,
    [`${party}_reward_min_pence`]: reward.min ?? null,
    [`${party}_reward_max_pence`]: reward.max ?? null,
  });
  return { ...fields(role, mine), ...fields(other(role), { amount: theirs }) };
}

/** A match seen by `role`, with the confirmations and the amounts the server would record for them. */
function seenBy(role: MatchRole, status: MatchStatus, confirmed: Confirmed, app: Partial<AppSummary>, mineActualPence: number): Match {
  const me = confirmed === 'me' || confirmed === 'both';
  const them = confirmed === 'other' || confirmed === 'both';
  const theirActualPence = 500;
  return aMatch({
    role,
    status,
    app,
    referrer_confirmed_receipt: role === 'referrer' ? me : them,
    referee_confirmed_receipt: role === 'referee' ? me : them,
    actual_referrer_reward_amount_pence: (role === 'referrer' ? me : them) ? (role === 'referrer' ? mineActualPence : theirActualPence) : null,
    actual_referee_reward_amount_pence: (role === 'referee' ? me : them) ? (role === 'referee' ? mineActualPence : theirActualPence) : null,
  });
}

describe('one picture of a match’s money, from the viewer’s side', () => {
  it('covers every status, every combination of confirmations and a viewer with or without a reward', () => {
    expect(TABLE).toHaveLength(STATUSES.length * CONFIRMED.length * 2);
  });

  for (const role of ['referee', 'referrer'] as const) {
    for (const [status, confirmed, myReward, badge, line, earned, pending] of TABLE) {
      it(`${role}, ${status}, confirmed by ${confirmed}, my reward ${myReward}: ${badge}`, () => {
        const app = rewards(role, { amount: myReward === '£2' ? 200 : 0 }, 500);
        const money = matchMoney(seenBy(role, status, confirmed, app, myReward === '£2' ? 200 : 0));
        expect(money.badge).toBe(badge);
        expect(money.rewardLine.amount === null ? money.rewardLine.label : `${money.rewardLine.label}: ${money.rewardLine.amount}`).toBe(line);
        expect(money.earnedPence).toBe(earned);
        expect(money.pending).toEqual(pending ? { minPence: 200, maxPence: 200 } : null);
      });
    }
  }

  it('never tells a viewer who confirmed their reward that it is awaited, and counts a reward in exactly one of Earned and Pending', () => {
    const myRewards = [{ amount: 200 }, { amount: 0 }, { amount: null, min: 1000, max: 10000 }];
    for (const role of ['referee', 'referrer'] as const) {
      for (const status of STATUSES) {
        for (const confirmed of CONFIRMED) {
          for (const mine of myRewards) {
            for (const theirs of [500, 0]) {
              const match = seenBy(role, status, confirmed, rewards(role, mine, theirs), mine.amount ?? 5550);
              const money = matchMoney(match);
              const iConfirmed = confirmed === 'me' || confirmed === 'both';
              const hasReward = (mine.amount ?? mine.max ?? 0) > 0;
              const context = `${role} ${status} ${confirmed} ${JSON.stringify(mine)} ${theirs}`;
              expect(money.pending !== null, context).toBe(money.badge === 'Awaiting Reward');
              expect(money.rewardLine.label === 'Reward received', context).toBe(iConfirmed && hasReward);
              if (iConfirmed) expect(money.badge, context).not.toBe('Awaiting Reward');
              if (money.receipts) expect(money.receipts[role] === 'Confirmed receipt', context).toBe(iConfirmed);
              expect(money.earnedPence > 0 && money.pending !== null, context).toBe(false);
            }
          }
        }
      }
    }
  });

  it('records a ranged reward as the amount the viewer confirmed', () => {
    const match = seenBy('referee', 'USER_MARKED_DONE', 'me', rewards('referee', { amount: null, min: 1000, max: 10000 }, 500), 5550);
    expect(matchMoney(match)).toMatchObject({ badge: 'Reward Received', rewardLine: { label: 'Reward received', amount: '£55.50' }, earnedPence: 5550 });
    const awaiting = seenBy('referee', 'USER_MARKED_DONE', 'nobody', rewards('referee', { amount: null, min: 1000, max: 10000 }, 500), 0);
    expect(matchMoney(awaiting)).toMatchObject({ rewardLine: { label: 'Expected reward', amount: '£10-£100' }, pending: { minPence: 1000, maxPence: 10000 } });
  });
});

describe('who has confirmed receipt, as the card says it', () => {
  it('says nothing before the sign-up is complete, nor on a cancelled match nobody confirmed', () => {
    expect(matchMoney(aMatch({ status: 'ASSIGNED' })).receipts).toBeNull();
    expect(matchMoney(aMatch({ status: 'CANCELLED' })).receipts).toBeNull();
  });

  it('names each party’s state: confirmed, not yet while awaiting reward, not at all once finished, or no reward to confirm', () => {
    const awaiting = seenBy('referee', 'USER_MARKED_DONE', 'me', rewards('referee', { amount: 200 }, 500), 200);
    expect(matchMoney(awaiting).receipts).toEqual({ referee: 'Confirmed receipt', referrer: 'Not confirmed yet' });
    const closed = seenBy('referee', 'CONFIRMED', 'me', rewards('referee', { amount: 200 }, 500), 200);
    expect(matchMoney(closed).receipts).toEqual({ referee: 'Confirmed receipt', referrer: 'Not confirmed' });
    const referrerWithoutReward = seenBy('referee', 'USER_MARKED_DONE', 'nobody', rewards('referee', { amount: 200 }, 0), 0);
    expect(matchMoney(referrerWithoutReward).receipts).toEqual({ referee: 'Not confirmed yet', referrer: 'No reward on this offer' });
    const leftAfterConfirming = seenBy('referee', 'CANCELLED', 'me', rewards('referee', { amount: 200 }, 500), 200);
    expect(matchMoney(leftAfterConfirming).receipts).toEqual({ referee: 'Confirmed receipt', referrer: 'Not confirmed' });
  });
});

describe('the stat cards agree with the cards', () => {
  it('counts a reward the referee confirmed while the referrer has not as earned, not pending (the reported case)', () => {
    const match = seenBy('referee', 'USER_MARKED_DONE', 'me', rewards('referee', { amount: 200 }, 500), 200);
    expect(matchMoney(match)).toMatchObject({ badge: 'Reward Received', rewardLine: { label: 'Reward received', amount: '£2' } });
    expect(earnedPence([match])).toBe(200);
    expect(pendingRewards([match])).toEqual({ minPence: 0, maxPence: 0, count: 0 });
  });

  it('counts as referrals exactly the claims on the person’s codes the tab shows (every one not cancelled)', () => {
    const matches = STATUSES.flatMap((status) =>
      CONFIRMED.map((confirmed) => seenBy('referrer', status, confirmed, rewards('referrer', { amount: 200 }, 500), 200)),
    );
    const shown = matches.filter((match) => match.status !== 'CANCELLED');
    expect(yourReferrals(matches)).toEqual({ total: shown.length, claimedByMe: 0, claimedFromMe: shown.length });
  });
});
