/** A member page calls someone with no record yet a "New sharer" only if they share a code; anyone else is a "New member". */
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Member } from '#contract/members/schema.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aTrackRecord } from '#web/test/test-admin-reports.ts';
import { aUser } from '#web/test/test-users.ts';
import { MemberScreen } from './member-screen.tsx';

async function showMember(member: Member) {
  signIn();
  fakeApi().on('GET', '/api/auth/me', { body: aUser() }).on('GET', `/api/members/${member.username}`, { body: member });
  await renderInApp(
    <Routes>
      <Route path="/members/:username" element={<MemberScreen />} />
    </Routes>,
    { path: `/members/${member.username}` },
  );
}

const newcomer = (username: string, record: Parameters<typeof aTrackRecord>[0]): Member => ({
  username,
  member_since: '2026-11-01T10:00:00.000Z',
  track_record: aTrackRecord(record),
  reviews: [],
});

describe('a member with no record yet', () => {
  test('who shares a code is a new sharer', async () => {
    await showMember(newcomer('sam_shares', { codes_shared: 1 }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'sam_shares' })).toBeVisible();
    await expect.element(page.getByText('New sharer', { exact: true }).first()).toBeInTheDocument();
  });

  test('who shares none is a new member, not a sharer', async () => {
    await showMember(newcomer('bob_claims', { codes_shared: 0, matches: 0 }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'bob_claims' })).toBeVisible();
    await expect.element(page.getByText('New member', { exact: true }).first()).toBeInTheDocument();
    await expect.element(page.getByText('New sharer', { exact: true })).not.toBeInTheDocument();
  });
});

describe('older reviews', () => {
  test('are offered when the member was rated in either role beyond the newest shown', async () => {
    // Rated twice as the person who signed up, never as the sharer: one review shown, one older.
    const shown = {
      id: '50000000-0000-4000-8000-000000000001',
      match_id: '30000000-0000-4000-8000-000000000001',
      app_name: 'Monzo',
      reviewer: 'sam_shares',
      reviewer_role: 'referrer' as const,
      rating: 5,
      comment: 'Quick and clear.',
      reply: null,
      replied_at: null,
      reply_hidden: false,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    await showMember({ ...newcomer('rita_rated', { matches: 2, as_referee: { matches: 2, completed: 2, rating: 4.5, ratings: 2 } }), reviews: [shown] });
    await expect.element(page.getByText('Quick and clear.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Show older reviews' })).toBeVisible();
  });
});
