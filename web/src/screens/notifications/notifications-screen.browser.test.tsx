/**
 * The notifications screen's changes show before the server answers (user-side.md §8: a failure is
 * only a toast), and a failure puts the list back as the server has it.
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Notification } from '#contract/notifications/schema.ts';
import { fakeApi, heldAnswer, json, quietStream, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aNotification } from '#web/test/test-notifications.ts';
import { NotificationsScreen } from './notifications-screen.tsx';

async function renderScreen(notifications: Notification[]) {
  signIn();
  const unread = notifications.filter((notification) => notification.status === 'UNREAD').length;
  const server = fakeApi()
    .on('GET', '/api/notifications/stream', quietStream)
    .on('GET', '/api/notifications/unread-count', { body: { unread_count: unread } })
    .on('GET', '/api/notifications', { body: notifications });
  await renderInApp(<NotificationsScreen />);
  return { server, list: page.getByRole('region', { name: 'Your notifications' }) };
}

test('Delete selected takes them off the list at once; when nothing could be deleted they come back, with the toast', async () => {
  const first = aNotification({ title: 'First to go' });
  const second = aNotification({ title: 'Second stays' });
  const { server, list } = await renderScreen([first, second]);
  const held = heldAnswer();
  server
    .on('DELETE', '/api/notifications/bulk-delete', held.answer)
    .on('PATCH', `/api/notifications/${first.id}`, { status: 500, body: { detail: 'Something went wrong' } });

  await list.getByRole('checkbox', { name: /^Select "First to go"/ }).click();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  // Gone while the server has not answered.
  await expect.element(list.getByRole('heading', { name: 'First to go' })).not.toBeInTheDocument();
  await expect.element(list.getByRole('heading', { name: 'Second stays' })).toBeVisible();

  // The bulk call fails, and archiving the one on its own fails too: the server still has it.
  held.release(json(500, { detail: 'Something went wrong' }));
  await expect.element(page.getByRole('alert').getByText('Failed to delete selected notifications')).toBeVisible();
  await expect.element(list.getByRole('heading', { name: 'First to go' })).toBeVisible();
});

test('Mark as unread shows at once, and a refusal puts it back', async () => {
  const read = aNotification({ title: 'Already read', status: 'READ', read_at: new Date().toISOString() });
  const { server, list } = await renderScreen([read]);
  const held = heldAnswer();
  server.on('PATCH', `/api/notifications/${read.id}`, held.answer);

  await list.getByRole('button', { name: /^Mark as unread/ }).click();
  await expect.element(list.getByText('Unread', { exact: true })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Mark all read' })).toBeVisible();

  held.release(json(500, { detail: 'Something went wrong' }));
  await expect.element(page.getByRole('alert').getByText('Failed to mark notification as unread')).toBeVisible();
  await expect.element(list.getByText('Read', { exact: true })).toBeVisible();
  await expect.element(list.getByRole('button', { name: /^Mark as unread/ })).toBeVisible();
});
