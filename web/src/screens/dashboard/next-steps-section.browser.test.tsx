/**
 * The dashboard's first section holds its place: while the matches load, its placeholder is as tall
 * as the step, the offer or the "Add a referral code" row that replaces it, on a phone, a tablet
 * and a desktop, so the e-mail banner and the sections under it do not move when the answers come.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch, anOffer } from '#web/test/test-matches.ts';
import { aReportSummary } from '#web/test/test-reports.ts';
import { NextStepsSection } from './next-steps-section.tsx';
import { nextSteps, type NextStep } from './next-steps.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const stepsOf = (...matches: Parameters<typeof aMatch>[0][]): NextStep[] =>
  nextSteps(
    matches.map((match) => aMatch(match)),
    [],
    NOW,
  );

const CASES: { name: string; steps: () => NextStep[]; offer: AvailableReferralCode | null }[] = [
  { name: 'a sign-up to mark complete by a date', steps: () => stepsOf({ app: { name: 'Monzo' }, claim_expires_at: '2026-12-12T12:00:00.000Z' }), offer: null },
  {
    name: 'a reward to confirm by a date',
    steps: () => stepsOf({ app: { name: 'Chase' }, status: 'USER_MARKED_DONE', reward_due_at: '2026-12-24T12:00:00.000Z' }),
    offer: null,
  },
  {
    name: 'an overdue reward',
    steps: () => stepsOf({ app: { name: 'Chase' }, status: 'USER_MARKED_DONE', reward_due_at: '2026-11-12T12:00:00.000Z' }),
    offer: null,
  },
  {
    name: 'a report to answer',
    steps: () => {
      const match = aMatch({ app: { name: 'Monzo' }, role: 'referrer' });
      return nextSteps([match], [aReportSummary({ match_id: match.id, status: 'OPEN', mine: false, reason: 'WRONG_LINK' })], NOW);
    },
    offer: null,
  },
  {
    name: 'a rating to give',
    steps: () => stepsOf({ app: { name: 'Monzo' }, status: 'COMPLETED', my_review_rating: null }),
    offer: null,
  },
  { name: 'the best offer', steps: () => [], offer: anOffer() },
  { name: 'a code to add', steps: () => [], offer: null },
];

const WIDTHS = [360, 412, 768, 1280];

async function heightOf(steps: NextStep[] | undefined, offer: AvailableReferralCode | null | undefined): Promise<number> {
  const screen = await renderInApp(
    <div data-testid="next-step">
      <NextStepsSection steps={steps} offer={offer} claimingAppId={null} onClaim={() => {}} addCodeTo="/my-apps" onShowMatch={() => {}} />
    </div>,
  );
  const height = screen.getByTestId('next-step').element().getBoundingClientRect().height;
  await screen.unmount();
  return height;
}

afterEach(async () => {
  await page.viewport(414, 896);
});

describe.each(WIDTHS)('at %i px wide', (width) => {
  test.each(CASES)('the placeholder is as tall as $name', async ({ steps, offer }) => {
    await page.viewport(width, 900);
    const placeholder = await heightOf(undefined, undefined);
    expect(placeholder).toBeGreaterThan(0);
    expect(await heightOf(steps(), offer)).toBe(placeholder);
  });
});

describe('a completed match not yet rated', () => {
  test('is a next step in words naming the other member, whose button opens the match to rate', async () => {
    const completed = aMatch({
      app: { name: 'Monzo' },
      status: 'COMPLETED',
      my_review_rating: null,
      other_party: { username: 'alice_j', track_record: { completed: 2, completion_rate: 1, rating: null, ratings: 0 } },
    });
    const shown: string[] = [];
    await renderInApp(
      <NextStepsSection
        steps={nextSteps([completed], [], NOW)}
        offer={null}
        claimingAppId={null}
        onClaim={() => {}}
        addCodeTo="/my-apps"
        onShowMatch={(id) => shown.push(id)}
      />,
    );
    await expect.element(page.getByText('Rate alice_j for your Monzo sign-up.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Rate alice_j for Monzo' }).click();
    expect(shown).toEqual([completed.id]);
  });
});
