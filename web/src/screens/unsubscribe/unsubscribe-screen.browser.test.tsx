/**
 * Opening a notification e-mail's unsubscribe link: the token is sent once on arrival (the tests
 * render in StrictMode, whose double effects must not send it twice), the server's sentence is shown
 * under "You are unsubscribed" or "This link did not work", with the Notifications tab as the way on
 * when signed in, else signing in. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, heldAnswer, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { UnsubscribeScreen } from './unsubscribe-screen.tsx';

const UNSUBSCRIBE = '/api/unsubscribe';
const TOKEN = '50000000-0000-4000-8000-000000000001.reviews.k7Yx3mQ9vR2tW8pL5nB1cD4fG6hJ0sA-_zXeUoIqwEr';
const DONE = 'You will no longer get e-mails about: reviews of you, and replies to yours. You can turn them back on from your profile’s Notifications tab.';
const UNUSABLE = 'This unsubscribe link is not valid. Choose your e-mails on your profile’s Notifications tab.';

type Answer = { status: number; body: unknown } | (() => Promise<Response>);

async function renderScreen(search: string, answer: Answer = { status: 200, body: { detail: DONE } }) {
  const server = fakeApi().on('POST', UNSUBSCRIBE, answer);
  await renderInApp(<UnsubscribeScreen />, { path: `/unsubscribe${search}` });
  return { server, tokensSent: () => server.calls('POST', UNSUBSCRIBE).map((request) => request.query.get('token')) };
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const chooseLink = () => page.getByRole('link', { name: 'Choose your e-mails' });
const signInLink = () => page.getByRole('link', { name: 'Sign in' });

describe('the unsubscribe page', () => {
  test('says it is checking, sends the token once, then shows the sentence with the way to sign in', async () => {
    const held = heldAnswer();
    const { tokensSent } = await renderScreen(`?token=${TOKEN}`, held.answer);
    await expect.element(heading('Stopping these e-mails')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Checking your link...', { exact: true })).toBeVisible();
    held.release(json(200, { detail: DONE }));

    await expect.element(heading('You are unsubscribed')).toBeVisible();
    await expect.element(page.getByText(DONE, { exact: true })).toBeVisible();
    // Said once, on the page, and read out: no toast repeats it.
    expect(page.getByText(DONE).elements()).toHaveLength(1);
    await expect.poll(() => document.activeElement?.textContent).toBe(DONE);
    expect(tokensSent()).toEqual([TOKEN]);
    expect(document.title).toBe('Unsubscribe · Referral Exchange');
    await expect.element(signInLink()).toHaveAttribute('href', '/onboarding?mode=login');
    await expect.element(chooseLink()).not.toBeInTheDocument();
    await expectAccessible();
  });

  test('signed in: the way on is the profile’s Notifications tab', async () => {
    signIn();
    await renderScreen(`?token=${TOKEN}`);
    await expect.element(heading('You are unsubscribed')).toBeVisible();
    await expect.element(chooseLink()).toHaveAttribute('href', '/profile?tab=notifications');
    await expect.element(signInLink()).not.toBeInTheDocument();
  });

  test('a 400: the detail under "This link did not work", once, and no point trying again', async () => {
    const { tokensSent } = await renderScreen(`?token=${TOKEN}`, { status: 400, body: { detail: UNUSABLE } });
    await expect.element(heading('This link did not work')).toBeVisible();
    await expect.element(page.getByRole('alert')).toMatchTextContent(UNUSABLE);
    expect(page.getByRole('alert').elements()).toHaveLength(1);
    await expect.element(page.getByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect.element(signInLink()).toBeVisible();
    expect(tokensSent()).toEqual([TOKEN]);
    await expectAccessible();
  });

  test('an answer that may not be final (the server failed) can be tried again', async () => {
    let failing = true;
    const { tokensSent } = await renderScreen(`?token=${TOKEN}`, async () =>
      failing ? json(500, { detail: 'Something went wrong on our side (reference abc).' }) : json(200, { detail: DONE }),
    );
    await expect.element(page.getByRole('alert')).toMatchTextContent('Something went wrong on our side (reference abc).');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(heading('You are unsubscribed')).toBeVisible();
    expect(tokensSent()).toEqual([TOKEN, TOKEN]);
  });

  test.each(['', '?token='])('no token (%j): the link did not work, at once, and nothing is sent', async (search) => {
    const { tokensSent } = await renderScreen(search);
    await expect.element(heading('This link did not work')).toBeVisible();
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent('The unsubscribe link is incomplete. You can choose your e-mails on your profile’s Notifications tab.');
    await expect.element(signInLink()).toBeVisible();
    expect(tokensSent()).toEqual([]);
    await expectAccessible();
  });
});
