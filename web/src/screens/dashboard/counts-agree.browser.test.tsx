/**
 * The dashboard's counts and empty texts agree (the reported case: a referee with one completed
 * match and £10 earned read "Your Referrals 0 · 0 completed" above "You have not claimed any
 * referral codes yet"), each saying which side it counts; Recent Matches shows when each was claimed.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { RecentMatches } from '#web/features/matches/components/recent-matches.tsx';
import { ReferralsSection } from '#web/features/matches/components/referrals-section.tsx';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { aUser } from '#web/test/test-users.ts';
import { summaryOf } from '#contract/matches/stats.ts';
import { StatCards } from './stat-cards.tsx';

const completed = aMatch({
  role: 'referee',
  status: 'COMPLETED',
  app: { name: 'Monzo', referee_reward_amount_pence: 1000 },
  referee_confirmed_receipt: true,
  referrer_confirmed_receipt: true,
  actual_referee_reward_amount_pence: 1000,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

describe('a referee with one completed match', () => {
  test('is counted as one referral claimed by them, and the tab says it is finished, not that there is none', async () => {
    await renderInApp(
      <>
        <StatCards user={aUser()} summary={summaryOf([completed])} summaryLoading={false} availableCount={0} availableLoading={false} onUpgrade={() => {}} />
        <ReferralsSection matches={[completed]} state="ready" savedClaims={[]} tab="claimed-by-me" onTabChange={() => {}} />
        <RecentMatches matches={[completed]} state="ready" />
      </>,
    );
    const summary = page.getByRole('region', { name: 'Your summary' });
    await expect.element(summary).toMatchTextContent(/Earned\s*£10/);
    await expect.element(summary).toMatchTextContent(/Your Referrals\s*1\s*1 claimed by you · 0 from you/);
    await expect
      .element(page.getByText('No codes you claimed are in progress. Your 1 finished one is under Show completed referrals.', { exact: true }))
      .toBeVisible();
    await expect.element(page.getByText('You have not claimed any referral codes yet', { exact: false })).not.toBeInTheDocument();
    // Recent Matches: the date the code was claimed, not when the match last changed.
    await expect.element(page.getByText('Claimed by you on 2 Nov 2026', { exact: true })).toBeVisible();
  });
});
