import { useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '#contract/notifications/schema.ts';
import { NOTIFICATION_LIMITS } from '#contract/notifications/rules.ts';
import { useNotifications } from '../api/list.ts';
import { NOTIFICATION_TOASTS } from '../api/messages.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { useUnreadCount } from '../api/unread-count.ts';
import { useNotificationStream } from '../api/use-notification-stream.ts';
import { cn } from '#web/lib/cn.ts';
import { usePopover } from '#web/lib/use-dismiss.ts';
import { formatRelativeTime } from '#web/lib/relative-time.ts';
import { unreadBadgeText } from '../logic/unread-badge.ts';
import { notificationLink } from '../logic/notification-link.ts';
import { useKnownUsername } from '#web/api/me.ts';
import { useNow } from '#web/lib/use-now.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { SkeletonList } from '#web/components/ui/skeleton.tsx';

/** 22rem: the panel's width where the screen allows. */
const PANEL_WIDTH_PX = 352;

function BellIcon() {
  return (
    <LineIcon>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}

function BellItem({ notification, now, onFollow }: { notification: Notification; now: number; onFollow: () => void }) {
  const markRead = useMarkNotificationRead();
  const unread = notification.status === 'UNREAD';
  const link = notificationLink(notification, useKnownUsername());
  return (
    <li className={cn('flex gap-3 px-4 py-3', unread && 'bg-brand-50')}>
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-neutral-900">
          {notification.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </p>
        <p className="mt-0.5 line-clamp-2 text-sm text-neutral-700">{notification.message}</p>
        {link && (
          <Link to={link.to} onClick={onFollow} className="text-sm font-semibold text-brand-700 underline hover:text-brand-900">
            {link.label}
            <span className="sr-only">: {notification.title}</span>
          </Link>
        )}
        <div className="mt-1 flex items-center justify-between gap-2">
          <time dateTime={notification.created_at} className="text-xs text-neutral-600">
            {formatRelativeTime(notification.created_at, now)}
          </time>
          {unread && (
            <button
              type="button"
              onClick={() => markRead.mutate(notification.id)}
              disabled={markRead.isPending}
              className="rounded px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-100 hover:underline"
            >
              Mark read<span className="sr-only">: {notification.title}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function BellPanel({ id, alignRight, onClose }: { id: string; alignRight: boolean; onClose: () => void }) {
  const { data: notifications, isPending, isError } = useNotifications({ unreadOnly: false, limit: NOTIFICATION_LIMITS.bell });
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();

  return (
    <div
      id={id}
      role="region"
      aria-label="Recent notifications"
      className={cn(
        'absolute z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-neutral-200 bg-surface shadow-lg motion-safe:animate-enter',
        // On a phone the bell sits beside the Menu button: the panel spans the screen under the header.
        'max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto',
        alignRight ? 'right-0' : 'left-0',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-4 py-2.5">
        <h2 className="text-sm font-bold text-neutral-900">Notifications</h2>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
          className="rounded px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-neutral-500 disabled:hover:bg-transparent"
        >
          Mark all read
        </button>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {isPending ? (
          <SkeletonList label="Loading..." rows={3} compact className="px-4" />
        ) : isError ? (
          <p className="px-4 py-6 text-center text-sm text-danger-700">{NOTIFICATION_TOASTS.loadFailed}</p>
        ) : notifications.length === 0 ? (
          <div className="p-4">
            <EmptyState icon="bell" title="No notifications yet" className="border-0" />
          </div>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {notifications.map((notification) => (
              <BellItem key={notification.id} notification={notification} now={now} onFollow={onClose} />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-neutral-200 p-2">
        <Link to="/notifications" onClick={onClose} className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50">
          View all
        </Link>
      </div>
    </div>
  );
}

/** The header's bell: the unread badge, kept live by the notification stream, and a dropdown of the 20 most recent. */
export function NotificationBell() {
  useNotificationStream();
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const { open, setOpen, close, panelId, wrapper, button, buttonProps } = usePopover();
  // The panel hangs from the bell's right edge when there is room to its left, else from its left edge (narrow screens).
  const [alignRight, setAlignRight] = useState(true);

  return (
    <div ref={wrapper} className="relative">
      <button
        {...buttonProps}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => {
          const rect = button.current?.getBoundingClientRect();
          if (rect) setAlignRight(rect.right >= Math.min(PANEL_WIDTH_PX, window.innerWidth - 32) + 16);
          setOpen((value) => !value);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-lg border sm:pointer-fine:size-10 border-neutral-300 text-neutral-800 hover:bg-neutral-50"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-danger-700 px-1 text-center text-xs leading-5 font-bold text-on-fill"
          >
            {unreadBadgeText(unread)}
          </span>
        )}
      </button>
      {open && <BellPanel id={panelId} alignRight={alignRight} onClose={close} />}
    </div>
  );
}
