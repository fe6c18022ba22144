/**
 * The header's notification bell (user-side.md §2): the unread badge, the dropdown of recent
 * notifications with relative times, Mark all read and View all. The server is faked at fetch,
 * its live stream open and quiet.
 */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Notification } from '#contract/notifications/schema.ts';
import { fakeApi, heldAnswer, json, quietStream, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { NOTIFICATIONS_NOW, aNotification } from '#web/test/test-notifications.ts';
import { NotificationBell } from './notification-bell.tsx';

const NOW = NOTIFICATIONS_NOW;

/** A signed-in person with `unread` unread notifications and these in the bell's list. */
async function renderBell(unread: number, notifications: Notification[] = []) {
  signIn();
  const server = fakeApi()
    .on('GET', '/api/notifications/stream', quietStream)
    .on('GET', '/api/notifications/unread-count', { body: { unread_count: unread } })
    .on('GET', '/api/notifications', { body: notifications });
  await renderInApp(<NotificationBell />, { screens: { '/notifications': <h1>All notifications</h1> } });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  return { server, bell, panel: page.getByRole('region', { name: 'Recent notifications' }) };
}

describe('the unread badge', () => {
  test.each([
    [0, 'Notifications', ''],
    [7, 'Notifications, 7 unread', '7'],
    [99, 'Notifications, 99 unread', '99'],
    [100, 'Notifications, 100 unread', '99+'],
    [1234, 'Notifications, 1234 unread', '99+'],
  ])('%i unread: the bell is named "%s" and its badge reads "%s"', async (unread, name, badge) => {
    const { bell } = await renderBell(unread);
    await expect.element(bell).toHaveAccessibleName(name);
    await expect.element(bell).toMatchTextContent(badge === '' ? /^$/ : new RegExp(`^${badge.replace('+', '\\+')}$`));
  });
});

describe('the dropdown', () => {
  test('with nothing yet: "No notifications yet", and Mark all read has nothing to do', async () => {
    const { bell, panel } = await renderBell(0);
    await bell.click();
    await expect.element(bell).toHaveAttribute('aria-expanded', 'true');
    await expect.element(panel.getByText('No notifications yet')).toBeVisible();
    await expect.element(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('asks for the 20 most recent and shows each with its relative time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const ago = (ms: number) => new Date(NOW - ms).toISOString();
    const { server, bell, panel } = await renderBell(2, [
      aNotification({ title: 'Claimed a moment ago', created_at: ago(59_000) }),
      aNotification({ title: 'Claimed minutes ago', created_at: ago(5 * 60_000 + 30_000) }),
      aNotification({ title: 'Read hours ago', status: 'READ', created_at: ago(3 * 3_600_000), read_at: ago(3_600_000) }),
      aNotification({ title: 'Read days ago', status: 'READ', created_at: ago(2 * 86_400_000 + 5_000) }),
    ]);
    await bell.click();
    const items = panel.getByRole('listitem');
    await expect.element(items.nth(3)).toBeVisible();
    expect(items.elements().map((item) => [item.querySelector('p')?.textContent, item.querySelector('time')?.textContent])).toEqual([
      ['Claimed a moment ago (unread)', 'Just now'],
      ['Claimed minutes ago (unread)', '5m ago'],
      ['Read hours ago', '3h ago'],
      ['Read days ago', '2d ago'],
    ]);
    // Only unread ones can be marked read one by one.
    await expect.element(panel.getByRole('button', { name: /^Mark read/ }).nth(1)).toBeVisible();
    expect(panel.getByRole('button', { name: /^Mark read/ }).elements()).toHaveLength(2);
    const [list] = server.calls('GET', '/api/notifications');
    expect([list?.query.get('limit'), list?.query.get('unread_only')]).toEqual(['20', 'false']);
  });

  test('Mark all read marks them, says how many, and the count drops', async () => {
    const { server, bell, panel } = await renderBell(3, [aNotification(), aNotification(), aNotification()]);
    server
      .on('POST', '/api/notifications/mark-all-read', () => {
        server.on('GET', '/api/notifications/unread-count', { body: { unread_count: 0 } });
        return Response.json({ updated_count: 3 });
      })
      .on('GET', '/api/notifications', { body: [] });
    await bell.click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.element(page.getByRole('status').getByText('Marked 3 notifications as read')).toBeVisible();
    await expect.element(bell).toHaveAccessibleName('Notifications');
    await expect.element(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('Mark read marks one and says so', async () => {
    const unread = aNotification({ title: 'Your code was claimed' });
    const { server, bell, panel } = await renderBell(1, [unread]);
    server.on('POST', `/api/notifications/${unread.id}/mark-read`, { body: { ...unread, status: 'READ', read_at: new Date().toISOString() } });
    await bell.click();
    await panel.getByRole('button', { name: /^Mark read\W+Your code was claimed$/ }).click();
    await expect.element(page.getByRole('status').getByText('Notification marked as read')).toBeVisible();
    expect(server.calls('POST', `/api/notifications/${unread.id}/mark-read`)).toHaveLength(1);
  });

  test('Mark read shows at once, before the server answers, and a refusal puts it back', async () => {
    const unread = aNotification({ title: 'Your code was claimed' });
    const { server, bell, panel } = await renderBell(1, [unread]);
    const held = heldAnswer();
    server.on('POST', `/api/notifications/${unread.id}/mark-read`, held.answer);
    await bell.click();
    await panel.getByRole('button', { name: /^Mark read\W+Your code was claimed$/ }).click();
    // Read, and the count down, while the server has not answered.
    await expect.element(panel.getByText('Your code was claimed', { exact: true })).toBeVisible();
    await expect.element(bell).toHaveAccessibleName('Notifications');
    expect(panel.getByRole('button', { name: /^Mark read/ }).elements()).toHaveLength(0);

    held.release(json(500, { detail: 'Something went wrong' }));
    await expect.element(page.getByRole('alert').getByText('Failed to mark notification as read')).toBeVisible();
    await expect.element(panel.getByText('Your code was claimed (unread)')).toBeVisible();
    await expect.element(bell).toHaveAccessibleName('Notifications, 1 unread');
  });

  test('Mark all read shows at once, and a refusal puts every one back', async () => {
    const { server, bell, panel } = await renderBell(2, [aNotification({ title: 'First' }), aNotification({ title: 'Second' })]);
    const held = heldAnswer();
    server.on('POST', '/api/notifications/mark-all-read', held.answer);
    await bell.click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.element(bell).toHaveAccessibleName('Notifications');
    await expect.element(panel.getByText('First', { exact: true })).toBeVisible();
    await expect.element(panel.getByText('Second', { exact: true })).toBeVisible();

    held.release(json(500, { detail: 'Something went wrong' }));
    await expect.element(page.getByRole('alert').getByText('Failed to mark all notifications as read')).toBeVisible();
    await expect.element(bell).toHaveAccessibleName('Notifications, 2 unread');
    await expect.element(panel.getByText('First (unread)')).toBeVisible();
    await expect.element(panel.getByText('Second (unread)')).toBeVisible();
  });

  test('a list that fails to load says so in the panel', async () => {
    const { server, bell, panel } = await renderBell(1);
    server.on('GET', '/api/notifications', { status: 500, body: { detail: 'Something went wrong' } });
    await bell.click();
    await expect.element(panel.getByText('Failed to load notifications')).toBeVisible();
  });

  test('View all goes to the notifications screen and closes the panel', async () => {
    const { bell, panel } = await renderBell(0);
    await bell.click();
    await panel.getByRole('link', { name: 'View all' }).click();
    await expect.element(page.getByRole('heading', { name: 'All notifications' })).toBeVisible();
    await expect.element(panel).not.toBeInTheDocument();
  });

  test('Escape closes it and focus goes back to the bell; so does a click outside', async () => {
    const { bell, panel } = await renderBell(0);
    await bell.click();
    await expect.element(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(bell).toHaveFocus();
    await expect.element(bell).toHaveAttribute('aria-expanded', 'false');

    await bell.click();
    await expect.element(panel).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 400 } });
    await expect.element(panel).not.toBeInTheDocument();
  });
});

test('relative times keep up while the panel stays open', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  const { bell, panel } = await renderBell(1, [aNotification({ created_at: new Date(NOW - 20_000).toISOString() })]);
  await bell.click();
  await expect.element(panel.getByText('Just now')).toBeVisible();
  await vi.advanceTimersByTimeAsync(60_000);
  await expect.element(panel.getByText('1m ago')).toBeVisible();
});
