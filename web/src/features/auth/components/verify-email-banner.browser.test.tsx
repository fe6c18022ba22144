/**
 * The dashboard's banner while a verification link is unopened: where the link went (the new address
 * asked for, else the account's own), nothing once verified, and sending the link again, whose answer
 * or refusal the session layer toasts. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { VERIFICATION_SENT } from '#contract/auth/rules.ts';
import type { User } from '#contract/auth/schema.ts';
import { meQueryKey } from '#web/api/query-keys.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const RESEND = '/api/auth/verify-email/resend';

async function renderBanner(user: User) {
  signIn();
  const server = fakeApi();
  const screen = await renderInApp(<VerifyEmailBanner user={user} />, { path: '/dashboard' });
  return { server, queryClient: screen.queryClient };
}

const banner = () => page.getByRole('region', { name: 'Confirm your e-mail address' });
const sendAgain = () => banner().getByRole('button', { name: 'Send the link again' });

describe('the verify-email banner', () => {
  test('an unverified address: where the link went, and a way to send it again', async () => {
    await renderBanner(aUser());
    await expect.element(banner()).toMatchTextContent('Please confirm your e-mail address: we sent a link to ada@example.com.');
    await expect.element(sendAgain()).toBeVisible();
    await expectAccessible();
  });

  test('a new address waiting: the link went there, even when the current one is verified', async () => {
    await renderBanner(aUser({ email_verified: true, pending_email: 'ada@new.example' }));
    await expect.element(banner()).toMatchTextContent('Please confirm your e-mail address: we sent a link to ada@new.example.');
  });

  test('a verified address with nothing waiting: no banner', async () => {
    await renderBanner(aUser({ email_verified: true }));
    expect(document.body.textContent).not.toContain('Please confirm');
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });

  test('a 202: the link is sent once and the toast says so', async () => {
    const { server } = await renderBanner(aUser());
    server.on('POST', RESEND, { status: 202, body: { detail: VERIFICATION_SENT } });
    await sendAgain().click();
    await expect.element(page.getByRole('status').getByText(VERIFICATION_SENT, { exact: true })).toBeVisible();
    expect(server.calls('POST', RESEND)).toHaveLength(1);
    await expect.element(sendAgain()).toBeEnabled();
    await expectAccessible();
  });

  test("a 429: the server's detail as a failure toast; the banner stays", async () => {
    const detail = 'At most 3 verification links are sent an hour. Please try again later.';
    const { server } = await renderBanner(aUser());
    server.on('POST', RESEND, { status: 429, body: { detail } });
    await sendAgain().click();
    await expect.element(page.getByRole('alert').getByText(detail, { exact: true })).toBeVisible();
    await expect.element(sendAgain()).toBeEnabled();
  });

  test('a 409 (verified meanwhile, elsewhere): the detail, and the account is asked for again', async () => {
    const detail = 'This e-mail address is already verified';
    const { server, queryClient } = await renderBanner(aUser());
    queryClient.setQueryData(meQueryKey, aUser());
    server.on('POST', RESEND, { status: 409, body: { detail } });
    await sendAgain().click();
    await expect.element(page.getByRole('alert').getByText(detail, { exact: true })).toBeVisible();
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });
});
