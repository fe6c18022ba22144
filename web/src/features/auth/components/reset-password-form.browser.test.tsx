/**
 * Choosing a new password from the e-mailed link: the confirmation must match, the token and the
 * password are sent, a 200 signs the person in as signing in does, and a link the server will not
 * take (or none) says so with the way to a new one. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PASSWORD_TOO_SHORT, RESET_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import type { TokenResponse } from '#contract/auth/schema.ts';
import { meQueryKey } from '#web/api/query-keys.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { PASSWORD_RESET_DONE, PASSWORDS_DIFFER, ResetPasswordForm } from './reset-password-form.tsx';

const CONFIRM = '/api/auth/password-reset/confirm';
const CHECK = '/api/auth/password-reset/check';
const TOKEN = 'k7Yx3mQ9vR2tW8pL5nB1cD4fG6hJ0sA-_zXeUoIqwEr';

const SESSION: TokenResponse = {
  access_token: 'fresh-token',
  token_type: 'bearer',
  user: aUser({ id: '00000000-0000-4000-8000-0000000000a1', email: 'alice@example.com', username: 'alice', name: 'Alice', email_verified: true }),
};

async function renderForm(token: string | null, answer: { status: number; body: unknown } = { status: 200, body: SESSION }, usable = true) {
  const server = fakeApi()
    .on('POST', '/api/auth/password-check', { body: { common: false } })
    .on('POST', CONFIRM, answer)
    .on(
      'POST',
      CHECK,
      usable ? { status: 200, body: { detail: 'This link can be used to choose a new password.' } } : { status: 400, body: { detail: RESET_LINK_UNUSABLE } },
    );
  const screen = await renderInApp(<ResetPasswordForm token={token} />, {
    path: '/reset-password',
    screens: { '/dashboard': <h1>Dashboard screen</h1>, '/forgot-password': <h1>Forgot password screen</h1> },
  });
  return {
    server,
    queryClient: screen.queryClient,
    next: page.getByLabelText('New password', { exact: true }),
    confirm: page.getByLabelText('Confirm new password', { exact: true }),
    set: page.getByRole('button', { name: 'Set new password' }),
    sent: () => server.calls('POST', CONFIRM).map((request) => request.body),
  };
}

const unusable = () => page.getByRole('alert').getByText(RESET_LINK_UNUSABLE, { exact: true });
const askAgain = () => page.getByRole('link', { name: 'Ask for a new link' });

describe('the reset-password form', () => {
  test('a used or expired link says so when the screen opens, before any password is asked for', async () => {
    const { server } = await renderForm(TOKEN, undefined, false);
    await expect.element(unusable()).toBeVisible();
    await expect.element(askAgain()).toBeVisible();
    await expect.element(page.getByLabelText('New password', { exact: true })).not.toBeInTheDocument();
    expect(server.calls('POST', CHECK).map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  test('passwords that differ: the message on the confirmation, which takes focus; nothing is sent', async () => {
    const { next, confirm, set, sent } = await renderForm(TOKEN);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await next.fill('a-newer-password');
    await confirm.fill('a-newer-password!');
    await set.click();
    await expect.element(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    await expect.element(confirm).toHaveFocus();
    await expectAccessible();
    expect(sent()).toEqual([]);
  });

  test("a password under the contract's length is refused on the new password", async () => {
    const { next, confirm, set, sent } = await renderForm(TOKEN);
    await next.fill('short');
    await confirm.fill('short');
    await set.click();
    await expect.element(next).toHaveAccessibleDescription(`At least 6 characters, and not a common password. ${PASSWORD_TOO_SHORT}`);
    await expect.element(next).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  test('a 200 sends the token and the password, signs in as signing in does, says so and goes to the dashboard', async () => {
    signIn();
    const { queryClient, next, confirm, set, sent } = await renderForm(TOKEN);
    queryClient.setQueryData(['matches', 'mine'], ['a previous session’s matches']);
    await next.fill('a-newer-password');
    await confirm.fill('a-newer-password');
    await set.click();
    await expect.element(page.getByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
    await expect.element(page.getByRole('status').getByText(PASSWORD_RESET_DONE, { exact: true })).toBeVisible();
    expect(sent()).toEqual([{ token: TOKEN, new_password: 'a-newer-password' }]);
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
    expect(queryClient.getQueryData(meQueryKey)).toEqual(SESSION.user);
    expect(queryClient.getQueryData(['matches', 'mine'])).toBeUndefined();
  });

  test('a 400: the link is unusable, the form goes and a new link is offered', async () => {
    const { next, confirm, set } = await renderForm(TOKEN, { status: 400, body: { detail: RESET_LINK_UNUSABLE } });
    await next.fill('a-newer-password');
    await confirm.fill('a-newer-password');
    await set.click();
    await expect.element(next).not.toBeInTheDocument();
    // Said once, on the page: no toast repeats it.
    expect(page.getByRole('alert').elements()).toHaveLength(1);
    await expect.element(unusable()).toBeVisible();
    // Focus moves from the button that went to what replaced it.
    await expect.poll(() => document.activeElement?.textContent).toContain(RESET_LINK_UNUSABLE);
    expect(localStorage.getItem('authToken')).toBeNull();
    await expectAccessible();
    await askAgain().click();
    await expect.element(page.getByRole('heading', { name: 'Forgot password screen' })).toBeVisible();
  });

  test.each([null, '', '   '])('no token (%j): unusable at once, nothing sent', async (token) => {
    const { next, sent } = await renderForm(token);
    await expect.element(unusable()).toBeVisible();
    await expect.element(askAgain()).toHaveAttribute('href', '/forgot-password');
    await expect.element(next).not.toBeInTheDocument();
    await expectAccessible();
    expect(sent()).toEqual([]);
  });

  test("a 422: the server's detail in the form, which stays", async () => {
    const detail = 'New password: Password must be at least 6 characters long';
    const { next, confirm, set } = await renderForm(TOKEN, { status: 422, body: { detail } });
    await next.fill('a-newer-password');
    await confirm.fill('a-newer-password');
    await set.click();
    await expect.element(page.getByRole('alert').first()).toBeVisible();
    // Said once, in the form: no toast repeats it.
    expect(page.getByRole('alert').elements()).toHaveLength(1);
    await expect.element(page.getByRole('alert')).toMatchTextContent(detail);
    await expect.element(set).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
