/**
 * A new e-mail address on the profile waits for its link: after saving, the field keeps the current
 * address, a note under it says where the link went (with a way to send it again), and the card says
 * whether the current address is verified. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { VERIFICATION_SENT } from '#contract/auth/rules.ts';
import type { User } from '#contract/auth/schema.ts';
import { meQueryKey } from '#web/api/query-keys.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { ProfileScreen } from './profile-screen.tsx';

const PENDING_NOTE = 'Waiting for confirmation: we sent a link to ada@new.example. Your address changes when you open it.';

/** The profile with a server that keeps the account: PUT /api/auth/profile asks for a new address as the real one does. */
async function renderProfile(start: User) {
  signIn();
  let account = start;
  const server = fakeApi()
    .on('GET', '/api/auth/me', () => json(200, account))
    .on('PUT', '/api/auth/profile', ({ body }) => {
      const { email, name } = body as { email: string; name: string | null };
      account = { ...account, name: name || null, pending_email: email === account.email ? null : email };
      return json(200, account);
    })
    .on('POST', '/api/auth/verify-email/resend', { status: 202, body: { detail: VERIFICATION_SENT } });
  const { queryClient } = await renderInApp(<ProfileScreen />, { path: '/profile' });
  const panel = page.getByRole('tabpanel');
  await expect.element(panel.getByLabelText('Email', { exact: true })).toBeVisible();
  /** The link opened elsewhere: the server's account changes, and this tab asks for it again (as on focus). */
  const linkOpenedElsewhere = async (changed: User) => {
    account = changed;
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
  return {
    server,
    panel,
    linkOpenedElsewhere,
    email: panel.getByLabelText('Email', { exact: true }),
    save: panel.getByRole('button', { name: 'Save Changes' }),
  };
}

describe('a new e-mail address on the profile', () => {
  test('after saving: the usual toast, the current address in the field, the note under it, and the link sent again', async () => {
    const { server, panel, email, save } = await renderProfile(aUser({ email_verified: true }));
    await expect.element(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();

    await email.fill('ada@new.example');
    await save.click();
    await expect.element(page.getByRole('status').getByText('Profile updated successfully', { exact: true })).toBeVisible();
    await expect.element(email).toHaveAccessibleDescription(PENDING_NOTE);
    await expect.element(email).toHaveValue('ada@example.com');
    expect(server.calls('PUT', '/api/auth/profile').map((request) => request.body)).toEqual([{ name: '', email: 'ada@new.example' }]);
    // The card shows the address in use, still verified, until the new one's link is opened.
    await expect.element(page.getByText('ada@example.com', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Verified', { exact: true })).toBeVisible();
    await expectAccessible();

    await panel.getByRole('button', { name: 'Send the link again' }).click();
    await expect.element(page.getByRole('status').getByText(VERIFICATION_SENT, { exact: true })).toBeVisible();
    expect(server.calls('POST', '/api/auth/verify-email/resend')).toHaveLength(1);
  });

  test('saving the current address again drops the waiting one, and its note', async () => {
    const { email, save } = await renderProfile(aUser({ email_verified: true, pending_email: 'ada@new.example' }));
    await expect.element(email).toHaveAccessibleDescription(PENDING_NOTE);
    await save.click();
    await expect.element(page.getByRole('status').getByText('Profile updated successfully', { exact: true })).toBeVisible();
    await expect.element(email).not.toHaveAccessibleDescription(PENDING_NOTE);
    expect(document.body.textContent).not.toContain('Waiting for confirmation');
  });

  test('the link opened on another device: the field and the card follow the new address, and the note goes', async () => {
    const { email, linkOpenedElsewhere } = await renderProfile(aUser({ email_verified: true, pending_email: 'ada@new.example' }));
    await expect.element(email).toHaveValue('ada@example.com');
    await linkOpenedElsewhere(aUser({ email: 'ada@new.example', email_verified: true }));
    await expect.element(email).toHaveValue('ada@new.example');
    await expect.element(email).not.toHaveAccessibleDescription(PENDING_NOTE);
    await expect.element(page.getByText('ada@new.example', { exact: true })).toBeVisible();
  });

  test('an unverified address: the card says "Not verified"', async () => {
    await renderProfile(aUser());
    await expect.element(page.getByText('Not verified', { exact: true })).toBeVisible();
    await expectAccessible();
  });
});
