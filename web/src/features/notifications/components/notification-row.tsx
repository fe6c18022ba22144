import { Link } from 'react-router';
import type { Notification } from '#contract/notifications/schema.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { useMarkNotificationUnread } from '../api/update-status.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatRelativeTime } from '#web/lib/relative-time.ts';
import { NotificationTypeIcon } from './notification-type-icon.tsx';
import { readableType } from '../logic/visible-notifications.ts';
import { notificationLink } from '../logic/notification-link.ts';
import { useKnownUsername } from '#web/api/me.ts';

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const BADGES: Record<Notification['status'], { label: string; look: string }> = {
  UNREAD: { label: 'Unread', look: 'bg-brand-100 text-brand-800' },
  READ: { label: 'Read', look: 'bg-neutral-100 text-neutral-700' },
  ARCHIVED: { label: 'Archived', look: 'bg-warning-100 text-warning-900' },
};

type RowProps = { notification: Notification; selected: boolean; onToggleSelected: () => void; now: number };

/**
 * One notification. On a phone a compact row: the title and its status, two lines of the message,
 * when, and the one action; the type and when it was read show from 640 px.
 */
export function NotificationRow({ notification, selected, onToggleSelected, now }: RowProps) {
  const markRead = useMarkNotificationRead();
  const markUnread = useMarkNotificationUnread();
  const unread = notification.status === 'UNREAD';
  const badge = BADGES[notification.status];
  const created = fullDate.format(new Date(notification.created_at));
  const busy = markRead.isPending || markUnread.isPending;
  const link = notificationLink(notification, useKnownUsername());

  return (
    <li
      className={cn(
        'grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-xl border p-3 sm:flex sm:gap-4 sm:p-4',
        unread ? 'border-brand-200 bg-brand-50/60' : 'border-neutral-200 bg-surface',
      )}
    >
      {/* A 44 px square around the box, a finger's reach on a phone; the box itself stays the usual size. */}
      <label className="-m-3 flex size-11 shrink-0 cursor-pointer items-center justify-center sm:-my-1 sm:mt-0.5">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggleSelected}
          aria-label={`Select "${notification.title}" of ${created}`}
          className="size-5 accent-brand-600"
        />
      </label>
      <span className="contents max-sm:hidden">
        <NotificationTypeIcon type={notification.type} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className="min-w-0 font-semibold break-words text-neutral-900 sm:text-base">{notification.title}</h2>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.look)}>{badge.label}</span>
        </div>
        <p className="mt-1 line-clamp-2 text-sm break-words text-neutral-700 sm:line-clamp-none sm:text-base">{notification.message}</p>
        {link && (
          <Link to={link.to} className="mt-1 inline-block rounded font-semibold text-brand-700 underline hover:text-brand-900">
            {link.label}
            <span className="sr-only">: {notification.title}</span>
          </Link>
        )}
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-neutral-600 sm:mt-2 sm:text-sm">
          <time dateTime={notification.created_at}>{created}</time>
          <span className="max-sm:hidden">{readableType(notification.type)}</span>
          {notification.read_at && <span className="max-sm:hidden">Read {formatRelativeTime(notification.read_at, now)}</span>}
        </p>
      </div>
      <div className="col-start-2 shrink-0 self-start">
        <button
          type="button"
          disabled={busy}
          onClick={() => (unread ? markRead.mutate(notification.id) : markUnread.mutate(notification.id))}
          className={buttonClasses('secondary', 'md', 'px-3')}
        >
          {unread ? 'Mark as read' : 'Mark as unread'}
          <span className="sr-only">: {notification.title}</span>
        </button>
      </div>
    </li>
  );
}
