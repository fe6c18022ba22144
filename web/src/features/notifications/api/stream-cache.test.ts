import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/notifications/schema.ts';
import { notificationKeys } from '#web/api/query-keys.ts';
import { applyNewNotification, applyUnreadCount } from './stream-cache.ts';

const make = (id: string, status: Notification['status'] = 'UNREAD'): Notification => ({
  id,
  type: 'REFERRAL_CLAIMED',
  title: `Title ${id}`,
  message: 'Message',
  status,
  match_id: null,
  created_at: '2025-06-01T12:00:00.000Z',
  read_at: status === 'UNREAD' ? null : '2025-06-01T12:05:00.000Z',
});

describe('the stream feeding the query cache', () => {
  it('puts a new notification on top of each cached list, within its limit, and sets the count', () => {
    const client = new QueryClient();
    const bell = notificationKeys.list({ unreadOnly: false, limit: 2 });
    const unreadOnly = notificationKeys.list({ unreadOnly: true, limit: 100 });
    client.setQueryData(bell, [make('b'), make('a', 'READ')]);
    client.setQueryData(unreadOnly, [make('b')]);

    applyNewNotification(client, { notification: make('c'), unread_count: 2 });
    expect(client.getQueryData<Notification[]>(bell)?.map((n) => n.id)).toEqual(['c', 'b']);
    expect(client.getQueryData<Notification[]>(unreadOnly)?.map((n) => n.id)).toEqual(['c', 'b']);
    expect(client.getQueryData(notificationKeys.unreadCount)).toEqual({ unread_count: 2 });

    // The same event again (another tab's echo) changes nothing.
    applyNewNotification(client, { notification: make('c'), unread_count: 2 });
    expect(client.getQueryData<Notification[]>(unreadOnly)?.map((n) => n.id)).toEqual(['c', 'b']);
  });

  it('marks the lists stale when the count moves without a new notification', () => {
    const client = new QueryClient();
    const list = notificationKeys.list({ unreadOnly: false, limit: 20 });
    client.setQueryData(list, [make('a')]);
    client.setQueryData(notificationKeys.unreadCount, { unread_count: 1 });
    applyUnreadCount(client, { unread_count: 1 });
    expect(client.getQueryState(list)?.isInvalidated).toBe(false);
    applyUnreadCount(client, { unread_count: 0 });
    expect(client.getQueryData(notificationKeys.unreadCount)).toEqual({ unread_count: 0 });
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
