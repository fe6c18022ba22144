/**
 * On a 360 px phone every small control is at least 44 px tall, a finger's reach: the tooltips'
 * "i" triggers, the notifications' checkboxes, "Sign out everywhere" and the profile's tabs.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { WaitingBanner } from '#web/features/matches/components/waiting-banner.tsx';
import { NotificationRow } from '#web/features/notifications/components/notification-row.tsx';
import { SelectionBar } from '#web/features/notifications/components/selection-bar.tsx';
import { SignedInDevices } from '#web/features/auth/components/signed-in-devices.tsx';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aNotification } from '#web/test/test-notifications.ts';
import { ProfileTabList } from './profile/profile-tab-list.tsx';
import { MyAppsStats } from './my-referral-codes/my-referral-codes-stats.tsx';

const FINGER = 44;
const heightOf = (element: Element) => element.getBoundingClientRect().height;

beforeEach(async () => {
  await page.viewport(360, 800);
});
afterEach(async () => {
  await page.viewport(414, 896);
});

describe('on a 360 px phone', () => {
  test('a tooltip’s trigger is a finger’s reach', async () => {
    await renderInApp(
      <>
        <WaitingBanner
          requests={[
            {
              id: '00000000-0000-4000-8000-000000000001',
              app_id: '00000000-0000-4000-8000-000000000002',
              app_name: 'Monzo',
              created_at: '2026-11-01T10:00:00.000Z',
            },
          ]}
        />
        <MyAppsStats apps={[]} linkCount={0} />
      </>,
    );
    for (const name of ['About matching', 'About Potential Per App']) {
      const trigger = page.getByRole('button', { name }).element();
      expect(heightOf(trigger), name).toBeGreaterThanOrEqual(FINGER);
      expect(trigger.getBoundingClientRect().width, name).toBeGreaterThanOrEqual(FINGER);
    }
  });

  test('a notification’s checkbox and Select all are a finger’s reach', async () => {
    await renderInApp(
      <>
        <SelectionBar shown={1} selected={0} allSelected={false} onSelectAll={() => {}} onDeselectAll={() => {}} />
        <ul>
          <NotificationRow notification={aNotification({ title: 'Code claimed' })} selected={false} onToggleSelected={() => {}} now={Date.now()} />
        </ul>
      </>,
    );
    const box = page.getByRole('checkbox', { name: /^Select "Code claimed"/ }).element();
    expect(heightOf(box.closest('label')!)).toBeGreaterThanOrEqual(FINGER);
    expect(heightOf(page.getByRole('checkbox', { name: 'Select all (1)' }).element().closest('label')!)).toBeGreaterThanOrEqual(FINGER);
  });

  test('Sign out everywhere and the profile’s tabs are a finger’s reach', async () => {
    signIn();
    fakeApi().on('GET', '/api/auth/sessions', { body: [] });
    await renderInApp(
      <>
        <SignedInDevices />
        <ProfileTabList
          tabs={[
            { id: 'profile', label: 'Profile' },
            { id: 'security', label: 'Security' },
          ]}
          selected="profile"
          onSelect={() => {}}
          tabId={(id) => `tab-${id}`}
          panelId="panel"
        />
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(heightOf(page.getByRole('button', { name: 'Sign out everywhere' }).element())).toBeGreaterThanOrEqual(FINGER);
    for (const name of ['Profile', 'Security']) expect(heightOf(page.getByRole('tab', { name }).element()), name).toBeGreaterThanOrEqual(FINGER);
  });
});
