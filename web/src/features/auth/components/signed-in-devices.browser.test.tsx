/**
 * The Security tab's "Where you’re signed in": the account's sessions (this device first and
 * marked), signing out of the others (this device carries on with the answer's token), and signing
 * out everywhere behind a question. The server is faked at fetch.
 */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Session } from '#contract/auth/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

const SESSIONS = '/api/auth/sessions';
const SIGNED_OUT_OTHERS = 'You are signed out of every other device.';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// Summer time: 08:05 UTC is 09:05 in London.
const thisDevice: Session = {
  id: '60000000-0000-4000-8000-000000000001',
  device: 'Chrome on Windows',
  signed_in_at: '2026-07-15T08:05:00.000Z',
  last_used_at: minutesAgo(3),
  current: true,
};
const phone: Session = {
  id: '60000000-0000-4000-8000-000000000002',
  device: 'Safari on iPhone',
  signed_in_at: '2026-07-14T18:30:00.000Z',
  last_used_at: minutesAgo(5),
  current: false,
};

async function renderDevices(sessions: Session[] | (() => Response) = [phone, thisDevice]) {
  signIn();
  const server = fakeApi().on('GET', SESSIONS, typeof sessions === 'function' ? sessions : { body: sessions });
  await renderInApp(<SignedInDevices />, { path: '/profile?tab=security', screens: { '/': <h1>Home</h1> } });
  const section = page.getByRole('region', { name: 'Where you’re signed in' });
  return { server, section, items: section.getByRole('listitem'), signOutOthers: section.getByRole('button', { name: 'Sign out of all other devices' }) };
}

/** The token each call to `path` carried. */
const tokensSentTo = (path: string) =>
  vi
    .mocked(window.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), window.location.origin).pathname === path)
    .map(([, init]) => new Headers(init?.headers).get('Authorization'));

describe('where you’re signed in', () => {
  test('this device first and marked, each with when it signed in (London time) and when it was last active', async () => {
    const { section, items } = await renderDevices();
    await expect.element(items.first()).toMatchTextContent('Chrome on WindowsThis deviceSigned in 15 Jul 2026, 09:05·Active now');
    await expect.element(items.nth(1)).toMatchTextContent('Safari on iPhoneSigned in 14 Jul 2026, 19:30·Last active 5m ago');
    expect(items.elements()).toHaveLength(2);
    await expect.element(section.getByRole('list', { name: 'Where you’re signed in' })).toBeVisible();
    await expect.element(section.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expectAccessible();
  });

  test('signing out of the others: the sentence toasted, the new token kept, the list asked for again with it, focus on the sentence left', async () => {
    const { server, section, items, signOutOthers } = await renderDevices();
    server
      .on('POST', '/api/auth/sessions/sign-out-others', { body: { detail: SIGNED_OUT_OTHERS, access_token: 'new-token' } })
      .on('GET', SESSIONS, { body: [thisDevice] });
    await signOutOthers.click();

    await expect.element(page.getByRole('status').getByText(SIGNED_OUT_OTHERS, { exact: true })).toBeVisible();
    await expect.poll(() => items.elements()).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(tokensSentTo(SESSIONS)).toEqual(['Bearer test-token', 'Bearer new-token']);
    expect(server.calls('POST', '/api/auth/sessions/sign-out-others')).toHaveLength(1);
    await expect.element(signOutOthers).not.toBeInTheDocument();
    await expect.element(section.getByText('You are not signed in on any other device.')).toHaveFocus();
  });

  test('only this device: no button to sign out of others, a sentence instead', async () => {
    const { section, items, signOutOthers } = await renderDevices([thisDevice]);
    await expect.element(items.first()).toMatchTextContent('This device');
    await expect.element(section.getByText('You are not signed in on any other device.')).toBeVisible();
    await expect.element(signOutOthers).not.toBeInTheDocument();
  });

  test('the list could not be loaded: said, with a way to ask again', async () => {
    let failing = true;
    const { section, items } = await renderDevices(() =>
      failing ? json(500, { detail: 'Something went wrong on our side (reference abc).' }) : json(200, [thisDevice]),
    );
    await expect.element(section.getByRole('alert')).toMatchTextContent('The list of devices could not be loaded.');
    failing = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect.element(items.first()).toMatchTextContent('Chrome on Windows');
  });
});

describe('signing out everywhere', () => {
  async function openDialog() {
    const rendered = await renderDevices();
    const opener = rendered.section.getByRole('button', { name: 'Sign out everywhere' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    return { ...rendered, opener, dialog, confirm: dialog.getByRole('button', { name: 'Sign out everywhere' }) };
  }

  test('asks first, saying this device goes too; Cancel and Escape keep everything and give focus back', async () => {
    const { server, opener, dialog } = await openDialog();
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('You will be signed out on every device, this one included, and need your password to sign in again.');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    await opener.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(server.calls('POST', '/api/auth/logout-everywhere')).toEqual([]);
    expect(localStorage.getItem('authToken')).toBe('test-token');
  });

  test('confirmed: every session ends, this one signs out as Logout does and goes home, with the sentence', async () => {
    const { server, confirm } = await openDialog();
    server.on('POST', '/api/auth/logout-everywhere', { body: { detail: 'You are signed out everywhere.' } });
    await confirm.click();
    await expect.element(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect.element(page.getByRole('status').getByText('You are signed out everywhere.', { exact: true })).toBeVisible();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(server.calls('POST', '/api/auth/logout-everywhere')).toHaveLength(1);
  });

  test('a refusal is said in the dialog (a toast would sit behind it), and this device stays signed in', async () => {
    const { server, dialog, confirm } = await openDialog();
    server.on('POST', '/api/auth/logout-everywhere', { status: 500, body: { detail: 'Something went wrong on our side (reference abc).' } });
    await confirm.click();
    await expect.element(dialog.getByRole('alert')).toMatchTextContent('Something went wrong on our side (reference abc).');
    await expect.element(confirm).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBe('test-token');
  });
});
