/**
 * Signing up with an address or a username someone has: the refusal sits on its field (not only in a
 * toast under the button), and a taken address offers the ways on: sign in, or reset the password.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { AccountStep } from './account-step.tsx';

async function signUp(refusal: string) {
  const modes: string[] = [];
  fakeApi()
    .on('POST', '/api/auth/password-check', { body: { common: false } })
    .on('POST', '/api/auth/register', { status: 409, body: { detail: refusal } });
  await renderInApp(<AccountStep mode="register" onSwitchMode={(mode) => modes.push(mode)} />, {
    screens: { '/forgot-password': <h1>Forgot password screen</h1> },
  });
  await page.getByLabelText('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabelText('Username', { exact: true }).fill('ada_l');
  await page.getByLabelText('Password', { exact: true }).fill('a-long-password');
  await page.getByLabelText('I am 18 or over and live in the UK').click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return { modes };
}

describe('an account step refused as taken', () => {
  test('an address in use: said on the e-mail field, with sign in and reset the password beside it', async () => {
    const { modes } = await signUp('An account with this email already exists');
    const email = page.getByLabelText('Email', { exact: true });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('An account with this email already exists');
    await expect.element(email).toHaveFocus();
    await expectAccessible();
    await page.getByRole('button', { name: 'Sign in instead' }).first().click();
    expect(modes).toEqual(['login']);
  });

  test('the reset link carries the address along', async () => {
    await signUp('An account with this email already exists');
    await page.getByRole('link', { name: 'reset your password' }).click();
    await expect.element(page.getByRole('heading', { name: 'Forgot password screen' })).toBeVisible();
  });

  test('a username in use: said on the username field', async () => {
    await signUp('This username is already taken');
    const username = page.getByLabelText('Username', { exact: true });
    await expect.element(username).toHaveAccessibleDescription(/This username is already taken/);
    await expect.element(page.getByRole('link', { name: 'reset your password' })).not.toBeInTheDocument();
  });
});

describe('a common password', () => {
  test('is said on the password field once the person leaves it, before the form is sent', async () => {
    const api = fakeApi()
      .on('POST', '/api/auth/password-check', { body: { common: false } })
      .on('POST', '/api/auth/password-check', { status: 200, body: { common: true } });
    await renderInApp(<AccountStep mode="register" onSwitchMode={() => undefined} />);
    const password = page.getByLabelText('Password', { exact: true });
    await expect.element(password).toHaveAccessibleDescription('At least 6 characters, and not a common password.');
    await password.fill('password1');
    await page.getByLabelText('Email', { exact: true }).click();
    await expect.element(password).toHaveAccessibleDescription(/Choose a less common password/);
    await expect.element(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/auth/password-check').map((call) => call.body)).toEqual([{ password: 'password1' }]);
    await expectAccessible();
  });

  test('refused when the form is sent anyway: said on the password field, not in a toast', async () => {
    fakeApi()
      .on('POST', '/api/auth/password-check', { body: { common: false } })
      .on('POST', '/api/auth/password-check', { status: 503, body: '' })
      .on('POST', '/api/auth/register', { status: 422, body: { detail: 'Choose a less common password' } });
    await renderInApp(<AccountStep mode="register" onSwitchMode={() => undefined} />);
    await page.getByLabelText('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabelText('Username', { exact: true }).fill('ada_l');
    await page.getByLabelText('Password', { exact: true }).fill('password1');
    await page.getByLabelText('I am 18 or over and live in the UK').click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const password = page.getByLabelText('Password', { exact: true });
    await expect.element(password).toHaveAccessibleDescription(/Choose a less common password/);
    await expect.element(password).toHaveFocus();
  });
});

describe('who may sign up', () => {
  test('an empty form sent: each field says what it needs, and focus goes to the first, the e-mail', async () => {
    fakeApi();
    await renderInApp(<AccountStep mode="register" onSwitchMode={() => undefined} />);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.element(page.getByLabelText('Email', { exact: true })).toHaveFocus();
    await expect.element(page.getByLabelText('I am 18 or over and live in the UK')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the box for 18 or over and living in the UK must be ticked: said on it, and nothing is sent', async () => {
    const api = fakeApi().on('POST', '/api/auth/password-check', { body: { common: false } });
    await renderInApp(<AccountStep mode="register" onSwitchMode={() => undefined} />);
    await page.getByLabelText('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabelText('Username', { exact: true }).fill('ada_l');
    await page.getByLabelText('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const box = page.getByLabelText('I am 18 or over and live in the UK');
    await expect.element(box).toHaveAccessibleDescription('Confirm that you are 18 or over and live in the UK');
    await expect.element(box).toHaveFocus();
    expect(api.calls('POST', '/api/auth/register')).toEqual([]);
    await expectAccessible();
  });
});
