/** A match's progress tracker: Claimed, Signed up, Reward confirmed, in words and marks, not colour alone. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { MatchCard } from './match-card.tsx';
import { MatchProgress } from './match-progress.tsx';

const tracker = () => page.getByRole('list', { name: 'Progress' });
const steps = () => tracker().getByRole('listitem');
const texts = () =>
  steps()
    .elements()
    .map((step) => step.textContent);
const current = () =>
  steps()
    .elements()
    .map((step) => step.getAttribute('aria-current'));

describe('the progress of a match', () => {
  test('in progress: claimed is ticked, signing up is the current step, with the date to mark it by', async () => {
    await renderInApp(<MatchProgress match={aMatch({ created_at: '2025-03-01T12:00:00.000Z', claim_expires_at: '2025-03-15T12:00:00.000Z' })} />);
    await expect.element(tracker()).toBeVisible();
    expect(texts()).toEqual(['✓Claimed (done)1 Mar 2025', '2Signed up (now)By 15 Mar 2025', '3Reward confirmed (to come)']);
    expect(current()).toEqual([null, 'step', null]);
  });

  test('awaiting reward: the reward is the current step, with its due date and who has confirmed', async () => {
    const match = aMatch({
      status: 'USER_MARKED_DONE',
      created_at: '2025-03-01T12:00:00.000Z',
      reward_countdown_started_at: '2025-03-05T12:00:00.000Z',
      reward_due_at: '2999-04-01T12:00:00.000Z',
      referrer_confirmed_receipt: true,
    });
    await renderInApp(<MatchCard match={match} />);
    expect(current()).toEqual([null, null, 'step']);
    expect(texts()[1]).toBe('✓Signed up (done)5 Mar 2025');
    await expect.element(steps().nth(2)).toMatchTextContent('Due by 1 Apr 2999');
    await expect.element(steps().nth(2)).toMatchTextContent('Referrer:✓ Confirmed receipt');
    await expect.element(steps().nth(2)).toMatchTextContent('Referee (you):Not confirmed yet');
  });

  test('a reward past its due date says so on its step', async () => {
    await renderInApp(<MatchProgress match={aMatch({ status: 'USER_MARKED_DONE', reward_due_at: '2020-01-01T12:00:00.000Z' })} />);
    await expect.element(steps().nth(2)).toMatchTextContent('Overdue: due 1 Jan 2020');
  });

  test('completed: every step is ticked and none is current', async () => {
    const match = aMatch({ status: 'COMPLETED', completed_at: '2025-04-02T12:00:00.000Z', referee_confirmed_receipt: true, referrer_confirmed_receipt: true });
    await renderInApp(<MatchProgress match={match} />);
    await expect.element(tracker()).toBeVisible();
    expect(texts().map((text) => text?.slice(0, 1))).toEqual(['✓', '✓', '✓']);
    expect(texts()[2]).toBe('✓Reward confirmed (done)2 Apr 2025');
    expect(current()).toEqual([null, null, null]);
  });

  test('cancelled: no tracker, the card’s badge and reason say where it stopped', async () => {
    await renderInApp(<MatchCard match={aMatch({ app: { name: 'Monzo' }, status: 'CANCELLED', cancel_reason: 'EXPIRED' })} />);
    await expect.element(page.getByText(/^Expired: the sign-up was not marked complete in time/)).toBeVisible();
    await expect.element(tracker()).not.toBeInTheDocument();
  });
});
