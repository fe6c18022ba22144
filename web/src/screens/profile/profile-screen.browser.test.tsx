/**
 * The profile's tabs (user-side.md §2 Profile): which tabs there are, the tab in the address, and
 * the keyboard (arrows, Home and End move and select). The account is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useLocation } from 'react-router';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#contract/notifications/rules.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { ProfileScreen } from './profile-screen.tsx';

/** Where the router is, written on the page for the test to read. */
function Address() {
  const location = useLocation();
  return <p>Address: {`${location.pathname}${location.search}`}</p>;
}

async function renderProfile(path: string, user = aUser()) {
  signIn();
  fakeApi()
    .on('GET', '/api/auth/me', { body: user })
    .on('GET', '/api/auth/sessions', { body: [] })
    .on('GET', '/api/auth/notification-preferences', { body: DEFAULT_NOTIFICATION_PREFERENCES });
  await renderInApp(
    <>
      <ProfileScreen />
      <Address />
    </>,
    { path },
  );
  await expect.element(page.getByRole('tablist', { name: 'Account settings' })).toBeVisible();
}

const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const tabNames = () =>
  page
    .getByRole('tab')
    .elements()
    .map((element) => element.textContent);

describe('the profile tabs', () => {
  test('without paid features: Profile, Security, Notifications and Danger Zone; the card shows the username when there is no name, and the e-mail', async () => {
    await renderProfile('/profile');
    expect(tabNames()).toEqual(['Profile', 'Security', 'Notifications', 'Danger Zone']);
    await expect.element(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('ada', { exact: true })).toBeVisible();
    await expect.element(page.getByText('User', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByText('ada@example.com', { exact: true })).toBeVisible();
  });

  test('with paid features, Subscription too', async () => {
    await renderProfile('/profile', aUser({ paid_features_enabled: true, name: 'Ada Lovelace' }));
    expect(tabNames()).toEqual(['Profile', 'Security', 'Subscription', 'Notifications', 'Danger Zone']);
    await expect.element(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  });

  test('the address chooses the tab; Subscription without paid features, or an unknown tab, shows Profile', async () => {
    await renderProfile('/profile?tab=notifications');
    await expect.element(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel').getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
  });

  test.each(['/profile?tab=subscription', '/profile?tab=nothing-like-this'])('%s shows Profile', async (path) => {
    await renderProfile(path);
    await expect.element(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel').getByLabelText('Name')).toBeVisible();
    await expect.element(tab('Subscription')).not.toBeInTheDocument();
  });

  test('a click selects a tab and writes it in the address', async () => {
    await renderProfile('/profile');
    await tab('Security').click();
    await expect.element(tab('Security')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Address: /profile?tab=security')).toBeVisible();
    await expect.element(page.getByRole('tabpanel').getByLabelText('Current Password', { exact: true })).toBeVisible();
  });

  test('arrows, Home and End move and select, round the ends; one tab stop', async () => {
    await renderProfile('/profile?tab=notifications');
    await tab('Notifications').click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tab('Danger Zone')).toHaveFocus();
    await expect.element(tab('Danger Zone')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('Address: /profile?tab=danger-zone')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(tab('Danger Zone')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Profile')).toHaveFocus();
    await expect.element(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel').getByLabelText('Name')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect.element(tab('Danger Zone')).toHaveAttribute('aria-selected', 'true');
    // Keys faster than the address updates: each moves on from the tab that has focus.
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect.element(tab('Notifications')).toHaveFocus();
    await expect.element(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    // One tab stop: Tab leaves the list at once, and Shift+Tab comes back to the selected tab.
    await userEvent.tab();
    await expect.element(tab('Danger Zone')).not.toHaveFocus();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
    await userEvent.tab({ shift: true });
    await expect.element(tab('Danger Zone')).toHaveFocus();
  });
});
