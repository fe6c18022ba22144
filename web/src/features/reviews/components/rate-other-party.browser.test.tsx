/**
 * Rating the other party of a completed match, as the match card shows it: who may rate, the rule
 * that a rating is chosen, what is sent, the server's refusal, and what it says afterwards.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Match } from '#contract/matches/schema.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { RateOtherParty } from './rate-other-party.tsx';

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
  test('offers nothing to rate before the match has completed', async () => {
    await renderInApp(<RateOtherParty match={completed({ status: 'ASSIGNED' })} />);
    await expect.element(page.getByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
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
    await renderInApp(<RateOtherParty match={match} />);
    await page.getByRole('button', { name: 'Send Rating' }).click();
    await expect.element(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(server.calls('POST', `/api/matches/${match.id}/review`)).toEqual([]);

    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabelText('Comment (optional)').fill('  Quick.  ');
    await page.getByRole('button', { name: 'Send Rating' }).click();
    await expect.poll(() => server.calls('POST', `/api/matches/${match.id}/review`).map((request) => request.body)).toEqual([{ rating: 4, comment: 'Quick.' }]);
    await expect.element(page.getByText('Thank you: your rating of ada_shares is on their page.')).toBeVisible();
  });

  test('shows the server’s refusal in its words', async () => {
    const match = completed();
    fakeApi().on('POST', `/api/matches/${match.id}/review`, { status: 409, body: { detail: 'You have already rated the other party for this match' } });
    await renderInApp(<RateOtherParty match={match} />);
    await page.getByRole('radio', { name: '5 stars' }).click();
    await page.getByRole('button', { name: 'Send Rating' }).click();
    await expect.element(page.getByRole('alert')).toMatchTextContent('You have already rated the other party for this match');
  });

  test('says the rating given once rated, and offers nothing when the other party has gone', async () => {
    const { rerender } = await renderInApp(<RateOtherParty match={completed({ my_review_rating: 5 })} />);
    await expect.element(page.getByText(/You rated ada_shares/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
    await rerender(<RateOtherParty match={completed({ other_party: null })} />);
    await expect.element(page.getByRole('button', { name: 'Send Rating' })).not.toBeInTheDocument();
  });
});
