/**
 * Asking for a password-reset link: the sign-in form's link carries the email typed so far, the
 * request sends the address, the server's answer replaces the form (no toast repeats it), and a
 * refusal shows in the form. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { useLocation } from 'react-router';
import { RESET_REQUESTED } from '#contract/auth/rules.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { carriedEmail } from '../logic/reset-paths.ts';
import { AccountStep } from './account-step.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const REQUEST = '/api/auth/password-reset/request';

/** The forgot-password screen as the router shows it: the form, with the email a link brought. */
function ForgotPasswordAt() {
  const { state } = useLocation();
  return <ForgotPasswordForm initialEmail={carriedEmail(state)} />;
}

async function renderForm(answer: { status: number; body: unknown } = { status: 202, body: { detail: RESET_REQUESTED } }) {
  const server = fakeApi().on('POST', REQUEST, answer);
  await renderInApp(<ForgotPasswordForm />, { path: '/forgot-password', screens: { '/onboarding': <h1>Sign in screen</h1> } });
  return {
    server,
    email: page.getByLabelText('Email', { exact: true }),
    send: page.getByRole('button', { name: 'Send reset link' }),
    sent: () => server.calls('POST', REQUEST).map((request) => request.body),
  };
}

describe('the sign-in form', () => {
  test('leads to /forgot-password with the email typed so far', async () => {
    await renderInApp(<AccountStep mode="login" onSwitchMode={() => {}} />, {
      path: '/onboarding?mode=login',
      screens: { '/forgot-password': <ForgotPasswordAt /> },
    });
    await page.getByLabelText('Email', { exact: true }).fill('  alice@example.com ');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect.element(page.getByLabelText('Email', { exact: true })).toHaveValue('alice@example.com');
  });

  test('offers no such link when creating an account', async () => {
    await renderInApp(<AccountStep mode="register" onSwitchMode={() => {}} />, { path: '/onboarding' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });
});

describe('the forgot-password form', () => {
  test('sends the address and shows the answer in place of the form, with the way back to sign in', async () => {
    const { email, send, sent } = await renderForm();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectAccessible();
    await email.fill('alice@example.com');
    await send.click();
    await expect.element(email).not.toBeInTheDocument();
    // The page says it; a toast would say it twice.
    expect(page.getByText(RESET_REQUESTED).elements()).toHaveLength(1);
    const answer = page.getByText(RESET_REQUESTED, { exact: true });
    await expect.element(answer).toBeVisible();
    await expect.element(answer).toHaveFocus();
    expect(sent()).toEqual([{ email: 'alice@example.com' }]);
    await expectAccessible();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect.element(page.getByRole('heading', { name: 'Sign in screen' })).toBeVisible();
  });

  test('an address that is not one is refused before anything is sent', async () => {
    const { email, send, sent } = await renderForm();
    await email.fill('not-an-address');
    await send.click();
    await expect.element(page.getByText('Email must be a valid e-mail address', { exact: true })).toBeVisible();
    await expect.element(email).toHaveFocus();
    expect(sent()).toEqual([]);
  });

  test.each([
    { status: 429, detail: 'Too many reset requests. Try again in a few minutes.' },
    { status: 422, detail: 'Email: must be a valid e-mail address' },
  ])("a $status: the server's detail in the form, which stays", async ({ status, detail }) => {
    const { email, send } = await renderForm({ status, body: { detail } });
    await email.fill('alice@example.com');
    await send.click();
    await expect.element(page.getByRole('alert').first()).toBeVisible();
    // Said once, in the form: no toast repeats it.
    expect(page.getByRole('alert').elements()).toHaveLength(1);
    await expect.element(page.getByRole('alert')).toMatchTextContent(detail);
    await expect.element(email).toHaveValue('alice@example.com');
    await expect.element(send).toBeEnabled();
    await expectAccessible();
  });
});
