/**
 * The Security tab: the password form above "Where you’re signed in". A password change ends every
 * other session and gives this device a new one, so the list beside the form is asked for again,
 * with the new token. The server is faked at fetch.
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Session } from '#contract/auth/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { ProfileScreen } from './profile-screen.tsx';

const session = (id: number, device: string, current: boolean): Session => ({
  id: `60000000-0000-4000-8000-00000000000${id}`,
  device,
  signed_in_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-24T09:00:00.000Z',
  current,
});

test('a password change refreshes where you’re signed in: the other device has gone', async () => {
  signIn();
  let sessions = [session(1, 'Chrome on Windows', true), session(2, 'Safari on iPhone', false)];
  const server = fakeApi()
    .on('POST', '/api/auth/password-check', { body: { common: false } })
    .on('GET', '/api/auth/me', { body: aUser() })
    .on('GET', '/api/auth/sessions', () => json(200, sessions))
    .on('PUT', '/api/auth/password', () => {
      sessions = [session(3, 'Chrome on Windows', true)];
      return json(200, { message: 'Password changed successfully', access_token: 'new-token' });
    });
  await renderInApp(<ProfileScreen />, { path: '/profile?tab=security' });
  const panel = page.getByRole('tabpanel');
  const devices = panel.getByRole('region', { name: 'Where you’re signed in' }).getByRole('listitem');
  await expect.element(devices.nth(1)).toMatchTextContent('Safari on iPhone');
  await expectAccessible();

  await panel.getByLabelText('Current Password', { exact: true }).fill('a-good-password');
  await panel.getByLabelText('New Password', { exact: true }).fill('a-newer-password');
  await panel.getByLabelText('Confirm New Password', { exact: true }).fill('a-newer-password');
  await panel.getByRole('button', { name: 'Change Password' }).click();

  await expect.element(page.getByRole('status').getByText('Password changed successfully')).toBeVisible();
  await expect.poll(() => devices.elements().map((item) => item.textContent)).toEqual([expect.stringContaining('Chrome on Windows')]);
  expect(server.calls('GET', '/api/auth/sessions')).toHaveLength(2);
  expect(localStorage.getItem('authToken')).toBe('new-token');
  await expect.element(panel.getByText('You are not signed in on any other device.')).toBeVisible();
  // Focus stays with the form the person used.
  await expect.element(panel.getByText('You are not signed in on any other device.')).not.toHaveFocus();
});
