/**
 * Opening an e-mailed sign-in link: the token is sent once on arrival (StrictMode's double effects
 * must not spend it twice), a good link signs the browser in and goes on, and a used one says so
 * with the way back to signing in. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIGN_IN_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import { api } from '#web/api/client.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { useOpenSignInLink } from '../api/sign-in-link.ts';
import { SIGN_IN_LINK_FAILED_TITLE, SignInLinkCard } from './sign-in-link-card.tsx';

const OPEN = '/api/auth/sign-in-link';
const TOKEN = 'k7Yx3mQ9vR2tW8pL5nB1cD4fG6hJ0sA-_zXeUoIqwEr';

function MemberLink({ token }: { token: string | null }) {
  return <SignInLinkCard token={token} open={useOpenSignInLink()} next="/dashboard" signIn="/onboarding?mode=login" />;
}

async function renderCard(token: string | null, answer: { status: number; body: unknown }) {
  const server = fakeApi().on('POST', OPEN, answer);
  await renderInApp(<MemberLink token={token} />, {
    path: `/sign-in-link?token=${token ?? ''}`,
    screens: { '/dashboard': <h1>Dashboard screen</h1>, '/onboarding': <h1>Sign in screen</h1> },
  });
  return { sent: () => server.calls('POST', OPEN).map((request) => request.body) };
}

describe('the sign-in-link screen', () => {
  test('sends the token once, signs this browser in and goes to the dashboard', async () => {
    const { sent } = await renderCard(TOKEN, { status: 200, body: { access_token: 'a.signed.token', token_type: 'bearer', user: aUser() } });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dashboard screen' })).toBeVisible();
    expect(sent()).toEqual([{ token: TOKEN }]);
    expect(api.isSignedIn()).toBe(true);
  });

  test('a used or expired link says so, with the way back to signing in', async () => {
    await renderCard(TOKEN, { status: 400, body: { detail: SIGN_IN_LINK_UNUSABLE } });
    await expect.element(page.getByRole('heading', { level: 1, name: SIGN_IN_LINK_FAILED_TITLE })).toBeVisible();
    await expect.element(page.getByText(SIGN_IN_LINK_UNUSABLE)).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect.element(page.getByRole('heading', { name: 'Sign in screen' })).toBeVisible();
  });

  test('a link without a token is refused without asking the server', async () => {
    const { sent } = await renderCard(null, { status: 500, body: {} });
    await expect.element(page.getByText(SIGN_IN_LINK_UNUSABLE)).toBeVisible();
    expect(sent()).toEqual([]);
  });
});
