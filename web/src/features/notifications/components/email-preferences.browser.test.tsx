/**
 * The profile's Notifications tab: one switch per kind of e-mail, saved as it is turned. The switch
 * moves at once, "Saved" is said beside it when the server agrees, and a refusal puts it back and says
 * why. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCE_KEYS, NOTIFICATION_PREFERENCE_LABEL } from '#contract/notifications/rules.ts';
import type { NotificationPreferences } from '#contract/notifications/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, json, signIn, type FakeRequest } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { EmailPreferences } from './email-preferences.tsx';

const PATH = '/api/auth/notification-preferences';
const switchFor = (key: keyof NotificationPreferences) => page.getByRole('switch', { name: NOTIFICATION_PREFERENCE_LABEL[key], exact: true });

/** A server that keeps the choices, as the real one does; each PUT waits for `release` when `held`. */
async function renderPreferences(start: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES) {
  signIn();
  let saved = { ...start };
  const held: ((response?: Response) => void)[] = [];
  let holding = false;
  const put = async ({ body }: FakeRequest) => {
    if (holding) {
      const override = await new Promise<Response | undefined>((resolve) => held.push(resolve));
      if (override) return override;
    }
    saved = { ...saved, ...(body as Partial<NotificationPreferences>) };
    return json(200, saved);
  };
  const server = fakeApi()
    .on('GET', PATH, () => json(200, saved))
    .on('PUT', PATH, put);
  const { queryClient } = await renderInApp(<EmailPreferences email="ada@example.com" />, { path: '/profile?tab=notifications' });
  await expect.element(switchFor('code_claimed')).toBeVisible();
  return {
    server,
    queryClient,
    sent: () => server.calls('PUT', PATH).map((request) => request.body),
    hold: () => (holding = true),
    /** Lets the oldest held PUT through, or answers it with `response`. */
    release: (response?: Response) => held.shift()?.(response),
  };
}

describe('the e-mail notification choices', () => {
  test('one switch per kind, labelled in its words, on as the account has it; what it is about, and how to stop an e-mail', async () => {
    await renderPreferences();
    const region = page.getByRole('region', { name: 'E-mail notifications' });
    await expect
      .element(region.getByText('Everything still appears in your notifications. Choose what we also send to ada@example.com.', { exact: true }))
      .toBeVisible();
    expect(region.getByRole('switch').elements()).toHaveLength(NOTIFICATION_PREFERENCE_KEYS.length);
    for (const key of NOTIFICATION_PREFERENCE_KEYS) {
      if (DEFAULT_NOTIFICATION_PREFERENCES[key]) await expect.element(switchFor(key)).toBeChecked();
      else await expect.element(switchFor(key)).not.toBeChecked();
    }
    await expect.element(region.getByText('Every e-mail we send has a link that stops that kind, without signing in.')).toBeVisible();
    await expectAccessible();
  });

  test('a switch moves at once, is saved on its own, and says "Saved" beside it once the server agrees', async () => {
    const { sent, hold, release } = await renderPreferences();
    hold();
    await switchFor('reviews').click();
    await expect.element(switchFor('reviews')).toBeChecked();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: NOTIFICATION_PREFERENCE_LABEL.reviews }).getByRole('status'))
      .toMatchTextContent('Saving...');
    release();
    await expect.element(page.getByRole('listitem').filter({ hasText: NOTIFICATION_PREFERENCE_LABEL.reviews }).getByRole('status')).toMatchTextContent('Saved');
    expect(sent()).toEqual([{ reviews: true }]);
    await expectAccessible();
  });

  test('the keyboard: Space turns the focused switch back', async () => {
    const { sent } = await renderPreferences();
    await switchFor('code_claimed').click();
    await expect.element(switchFor('code_claimed')).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(switchFor('code_claimed')).toBeChecked();
    await expect.poll(sent).toEqual([{ code_claimed: false }, { code_claimed: true }]);
  });

  test('a refusal puts the switch back and says why, beside it', async () => {
    const { hold, release } = await renderPreferences();
    hold();
    await switchFor('weekly_summary').click();
    await expect.element(switchFor('weekly_summary')).toBeChecked();
    release(json(500, { detail: 'Something went wrong on our side (reference abc).' }));
    await expect.element(switchFor('weekly_summary')).not.toBeChecked();
    await expect.element(page.getByRole('alert')).toMatchTextContent('This change was not saved. Something went wrong on our side (reference abc).');
    await expectAccessible();
  });

  test('two switches turned quickly: the first answer does not undo the second before it is saved, and a refusal undoes only its own', async () => {
    const { queryClient, sent, hold, release } = await renderPreferences();
    hold();
    await switchFor('reviews').click();
    await switchFor('reports').click();
    await expect.poll(() => sent().length).toBe(2);
    release();
    await expect.poll(() => queryClient.isMutating()).toBe(1);
    // The first answer has reviews on and reports still on: reports stays off on screen meanwhile.
    await expect.element(switchFor('reports')).not.toBeChecked();
    await expect.element(switchFor('reviews')).toBeChecked();
    release(json(503, { detail: 'Try again in a moment.' }));
    await expect.element(switchFor('reports')).toBeChecked();
    await expect.element(switchFor('reviews')).toBeChecked();
  });

  test('the choices could not be loaded: said, with a way to ask again', async () => {
    signIn();
    let failing = true;
    fakeApi().on('GET', PATH, () =>
      failing ? json(500, { detail: 'Something went wrong on our side (reference abc).' }) : json(200, DEFAULT_NOTIFICATION_PREFERENCES),
    );
    await renderInApp(<EmailPreferences email="ada@example.com" />);
    await expect.element(page.getByRole('alert')).toMatchTextContent('Your e-mail choices could not be loaded.');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(switchFor('code_claimed')).toBeChecked();
  });
});
