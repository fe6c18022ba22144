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
