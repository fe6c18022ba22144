/**
 * A tab of Your Referrals draws its first FIRST_IN_PROGRESS moving matches and says how many more
 * there are; "Show all N in progress" draws the rest, and a match a link names is drawn wherever it is.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Match } from '#contract/matches/schema.ts';
import { FIRST_IN_PROGRESS } from '#web/components/section/list-sizes.ts';
import { signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { ReferralsSection } from './referrals-section.tsx';

const COUNT = FIRST_IN_PROGRESS + 3;

/** `COUNT` claims in progress, `Bank 1` the newest. */
const moving: Match[] = Array.from({ length: COUNT }, (_, index) =>
  aMatch({
    role: 'referee',
    status: 'ASSIGNED',
    app: { name: `Bank ${index + 1}` },
    updated_at: new Date(Date.parse('2026-06-01T00:00:00Z') - index * 60_000).toISOString(),
  }),
);

const cards = () => page.getByRole('article').elements().length;

async function renderReferrals(reveal: string | null = null) {
  signIn();
  await renderInApp(<ReferralsSection matches={moving} state="ready" savedClaims={[]} tab="claimed-by-me" onTabChange={() => {}} reveal={reveal} />);
}

describe('matches in progress', () => {
  test(`the first ${FIRST_IN_PROGRESS} are drawn, the rest behind Show all`, async () => {
    await renderReferrals();
    await expect.element(page.getByRole('heading', { name: `Bank ${FIRST_IN_PROGRESS}`, exact: true })).toBeVisible();
    expect(cards()).toBe(FIRST_IN_PROGRESS);
    await page.getByRole('button', { name: `Show all ${COUNT} in progress` }).click();
    await expect.element(page.getByRole('heading', { name: `Bank ${COUNT}`, exact: true })).toBeVisible();
    expect(cards()).toBe(COUNT);
    await expect.element(page.getByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  test('a match a link names is drawn though it is past the first ones', async () => {
    await renderReferrals(moving[COUNT - 1]!.id);
    await expect.element(page.getByRole('heading', { name: `Bank ${COUNT}`, exact: true })).toBeVisible();
    expect(cards()).toBe(COUNT);
  });
});
