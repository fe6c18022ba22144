/**
 * The profile's Security tab (user-side.md §2, §5): show and hide, the password rules in the
 * spec's words, the server's refusal, and a change that keeps this browser signed in.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { SecurityForm } from './security-form.tsx';
import { expectAccessible } from '#web/test/axe.ts';

async function renderForm() {
  signIn();
  const server = fakeApi()
    .on('POST', '/api/auth/password-check', { body: { common: false } })
    .on('PUT', '/api/auth/password', { body: { message: 'Password changed successfully', access_token: 'new-token' } });
  await renderInApp(<SecurityForm />);
  const current = page.getByLabelText('Current Password', { exact: true });
  const next = page.getByLabelText('New Password', { exact: true });
  const confirm = page.getByLabelText('Confirm New Password', { exact: true });
  /** Fills the three passwords and presses Change Password. */
  async function changeFrom(currentPassword: string, newPassword: string, confirmation = newPassword) {
    await current.fill(currentPassword);
    await next.fill(newPassword);
    await confirm.fill(confirmation);
    await page.getByRole('button', { name: 'Change Password' }).click();
  }
  return { server, current, next, confirm, changeFrom, sent: () => server.calls('PUT', '/api/auth/password').map((request) => request.body) };
}

describe('the security form', () => {
  test('each password can be shown and hidden', async () => {
    const { current } = await renderForm();
    await expect.element(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show current password' }).click();
    await expect.element(current).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide current password' }).click();
    await expect.element(current).toHaveAttribute('type', 'password');
    await expect.element(page.getByRole('button', { name: 'Show new password' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Show confirm new password' })).toBeVisible();
  });

  test('a new password under 6 characters: "Password must be at least 6 characters long"', async () => {
    const { next, changeFrom, sent } = await renderForm();
    await changeFrom('a-good-password', 'short');
    await expect.element(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
    await expect.element(next).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  test('passwords that differ: "New passwords do not match", on the confirmation, which takes focus', async () => {
    const { confirm, changeFrom, sent } = await renderForm();
    await changeFrom('a-good-password', 'a-newer-password', 'a-newer-password!');
    await expect.element(page.getByText('New passwords do not match', { exact: true })).toBeVisible();
    await expect.element(confirm).toHaveAccessibleDescription('New passwords do not match');
    await expect.element(confirm).toHaveFocus();
    await expectAccessible();
    expect(sent()).toEqual([]);
  });

  test("the server's refusal is shown by the form", async () => {
    const { server, changeFrom } = await renderForm();
    server.on('PUT', '/api/auth/password', { status: 403, body: { detail: 'Your current password is incorrect' } });
    await changeFrom('not-my-password', 'a-newer-password');
    await expect.element(page.getByRole('alert').getByText('Your current password is incorrect')).toBeVisible();
    expect(localStorage.getItem('authToken')).toBe('test-token');
  });

  test('a change is sent, said, clears the form and keeps this browser signed in with the new token', async () => {
    const { current, confirm, changeFrom, sent } = await renderForm();
    await changeFrom('a-good-password', 'a-newer-password');
    await expect.element(page.getByRole('status').getByText('Password changed successfully')).toBeVisible();
    await expect.element(current).toHaveValue('');
    await expect.element(confirm).toHaveValue('');
    expect(sent()).toEqual([{ current_password: 'a-good-password', new_password: 'a-newer-password' }]);
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });
});
