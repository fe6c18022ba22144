/**
 * Opening an e-mailed verification link: the token is sent once on arrival (the tests render in
 * StrictMode, whose double effects must not send it twice), the server's sentence is shown with the
 * way on, and a signed-in person's account is asked for again. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { EMAIL_VERIFIED, VERIFY_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import type { User } from '#contract/auth/schema.ts';
import { useMe } from '#web/api/me.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, heldAnswer, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { VERIFY_CHECKING, VERIFY_CHECKING_TITLE, VERIFY_DONE_TITLE, VERIFY_FAILED_TITLE, VerifyEmailCard } from './verify-email-card.tsx';

const VERIFY = '/api/auth/verify-email';
const TOKEN = 'k7Yx3mQ9vR2tW8pL5nB1cD4fG6hJ0sA-_zXeUoIqwEr';
const TAKEN = 'An account with this email already exists';

type Answer = { status: number; body: unknown };

async function renderCard(token: string | null, answer: Answer | (() => Promise<Response>) = { status: 200, body: { detail: EMAIL_VERIFIED } }) {
  const server = fakeApi().on('POST', VERIFY, answer);
  await renderInApp(<VerifyEmailCard token={token} />, {
    path: `/verify-email?token=${token ?? ''}`,
    screens: { '/dashboard': <h1>Dashboard screen</h1>, '/onboarding': <h1>Sign in screen</h1> },
  });
  return { server, sent: () => server.calls('POST', VERIFY).map((request) => request.body) };
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const dashboardLink = () => page.getByRole('link', { name: 'Go to Dashboard' });
const signInLink = () => page.getByRole('link', { name: 'Sign in' });

describe('the verify-email screen', () => {
  test('says it is checking, sends the token once, then shows the answer with the way to sign in', async () => {
    const held = heldAnswer();
    const { sent } = await renderCard(TOKEN, held.answer);
    await expect.element(heading(VERIFY_CHECKING_TITLE)).toBeVisible();
    await expect.element(page.getByRole('status').getByText(VERIFY_CHECKING, { exact: true })).toBeVisible();
    await expectAccessible();
    held.release(json(200, { detail: EMAIL_VERIFIED }));

    await expect.element(heading(VERIFY_DONE_TITLE)).toBeVisible();
    const detail = page.getByText(EMAIL_VERIFIED, { exact: true });
    await expect.element(detail).toBeVisible();
    // Said once, on the page: no toast repeats it.
    expect(page.getByText(EMAIL_VERIFIED).elements()).toHaveLength(1);
    await expect.poll(() => document.activeElement?.textContent).toBe(EMAIL_VERIFIED);
    expect(sent()).toEqual([{ token: TOKEN }]);
    await expect.element(dashboardLink()).not.toBeInTheDocument();
    await expectAccessible();
    await signInLink().click();
    await expect.element(page.getByRole('heading', { name: 'Sign in screen' })).toBeVisible();
  });

  test('signed in: the account is asked for again (the banner goes) and the way on is the dashboard', async () => {
    signIn();
    let account: User = aUser({ pending_email: 'ada@new.example' });
    const server = fakeApi()
      .on('GET', '/api/auth/me', () => json(200, account))
      .on('POST', VERIFY, () => {
        account = aUser({ email: 'ada@new.example', email_verified: true });
        return json(200, { detail: 'Your e-mail address is now ada@new.example.' });
      });
    function AccountLine() {
      const { data } = useMe();
      return <p>Account: {data ? `${data.email}, ${data.pending_email ?? 'nothing pending'}` : 'loading'}</p>;
    }
    await renderInApp(
      <>
        <VerifyEmailCard token={TOKEN} />
        <AccountLine />
      </>,
      { path: `/verify-email?token=${TOKEN}`, screens: { '/dashboard': <h1>Dashboard screen</h1> } },
    );

    await expect.element(page.getByText('Your e-mail address is now ada@new.example.', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Account: ada@new.example, nothing pending')).toBeVisible();
    expect(server.calls('POST', VERIFY)).toHaveLength(1);
    await expect.element(signInLink()).not.toBeInTheDocument();
    await dashboardLink().click();
    await expect.element(page.getByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
  });

  test.each([
    { status: 400, detail: VERIFY_LINK_UNUSABLE },
    { status: 409, detail: TAKEN },
  ])('a $status, signed in: the detail, once, and the dashboard (where the banner can send another link)', async ({ status, detail }) => {
    signIn();
    const { server, sent } = await renderCard(TOKEN, { status, body: { detail } });
    server.on('GET', '/api/auth/me', { body: aUser() });
    await expect.element(heading(VERIFY_FAILED_TITLE)).toBeVisible();
    await expect.element(page.getByRole('alert')).toMatchTextContent(detail);
    expect(page.getByRole('alert').elements()).toHaveLength(1);
    await expect.element(dashboardLink()).toHaveAttribute('href', '/dashboard');
    // The link will not work again: no point trying.
    await expect.element(page.getByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(sent()).toEqual([{ token: TOKEN }]);
    await expectAccessible();
  });

  test('a 409, signed out: the detail and the way to sign in', async () => {
    await renderCard(TOKEN, { status: 409, body: { detail: TAKEN } });
    await expect.element(page.getByRole('alert')).toMatchTextContent(TAKEN);
    await expect.element(signInLink()).toHaveAttribute('href', '/onboarding?mode=login');
    await expect.element(dashboardLink()).not.toBeInTheDocument();
  });

  test('an answer that may not be final (the server failed) can be tried again', async () => {
    let failing = true;
    const { sent } = await renderCard(TOKEN, async () =>
      failing ? json(500, { detail: 'Something went wrong on our side (reference abc).' }) : json(200, { detail: EMAIL_VERIFIED }),
    );
    await expect.element(page.getByRole('alert')).toMatchTextContent('Something went wrong on our side (reference abc).');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(heading(VERIFY_DONE_TITLE)).toBeVisible();
    expect(sent()).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });

  test.each([null, '', '   '])('no token (%j): the link is unusable at once, nothing sent', async (token) => {
    const { sent } = await renderCard(token);
    await expect.element(heading(VERIFY_FAILED_TITLE)).toBeVisible();
    await expect.element(page.getByRole('alert')).toMatchTextContent(VERIFY_LINK_UNUSABLE);
    await expect.element(signInLink()).toBeVisible();
    await expectAccessible();
    expect(sent()).toEqual([]);
  });
});
