/**
 * Rating the other party of a completed match (and seeing their record): who may rate, the rule
 * that a rating is chosen, what is sent, the server's refusal, and what the card says afterwards.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Match } from '#contract/matches/schema.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { MatchCard } from './match-card.tsx';

const card = () => page.getByRole('article', { name: 'Monzo' });
const sharer = { username: 'ada_shares', track_record: { completed: 13, completion_rate: 0.923, rating: 4.8, ratings: 10 } };

function completed(overrides: Parameters<typeof aMatch>[0] = {}): Match {
  return aMatch({
    status: 'COMPLETED',
    referee_confirmed_receipt: true,
    referrer_confirmed_receipt: true,
    other_party: sharer,
    ...overrides,
    app: { name: 'Monzo' },
  });
}

describe('rating the other party', () => {
  test('shows the sharer’s record on the referee’s card, linked to their page', async () => {
    await renderInApp(<MatchCard match={completed({ status: 'ASSIGNED' })} />);
    await expect.element(card().getByRole('link', { name: 'ada_shares' })).toHaveAttribute('href', '/members/ada_shares');
    await expect.element(card().getByText('92% of referrals paid out, 13 completed, rated 4.8 out of 5 from 10 ratings')).toBeInTheDocument();
    // Not completed yet: nothing to rate.
    await expect.element(card().getByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
  });

  test('asks for a rating before sending, then sends it with the comment', async () => {
    const match = completed();
    const server = fakeApi().on('POST', `/api/matches/${match.id}/review`, {
      status: 201,
      body: {
        id: '20000000-0000-4000-8000-000000000001',
        match_id: match.id,
        app_name: 'Monzo',
        reviewer: 'me',
        reviewer_role: 'referee',
        rating: 4,
        comment: 'Quick.',
        reply: null,
        replied_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });
    await renderInApp(<MatchCard match={match} />);
    await card().getByRole('button', { name: 'Send Rating' }).click();
    await expect.element(card().getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(server.calls('POST', `/api/matches/${match.id}/review`)).toEqual([]);

    await card().getByRole('radio', { name: '4 stars' }).click();
    await card().getByLabelText('Comment (optional)').fill('  Quick.  ');
    await card().getByRole('button', { name: 'Send Rating' }).click();
    await expect.poll(() => server.calls('POST', `/api/matches/${match.id}/review`).map((request) => request.body)).toEqual([{ rating: 4, comment: 'Quick.' }]);
    await expect.element(page.getByText('Thank you: your rating of ada_shares is on their page.')).toBeVisible();
  });

  test('shows the server’s refusal in its words', async () => {
    const match = completed();
    fakeApi().on('POST', `/api/matches/${match.id}/review`, { status: 409, body: { detail: 'You have already rated the other party for this match' } });
    await renderInApp(<MatchCard match={match} />);
    await card().getByRole('radio', { name: '5 stars' }).click();
    await card().getByRole('button', { name: 'Send Rating' }).click();
    await expect.element(card().getByRole('alert')).toMatchTextContent('You have already rated the other party for this match');
  });

  test('says the rating given once rated, and offers nothing when the other party has gone', async () => {
    const { rerender } = await renderInApp(<MatchCard match={completed({ my_review_rating: 5 })} />);
    await expect.element(card().getByText(/You rated ada_shares/)).toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
    await rerender(<MatchCard match={completed({ other_party: null })} />);
    await expect.element(card().getByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
  });
});
