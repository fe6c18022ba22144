import { NOTIFICATION_TYPE_WORDS } from '#contract/notifications/rules.ts';
import type { Notification } from '#contract/notifications/schema.ts';

export type StatusFilter = 'all' | 'unread' | 'read';
export type SortOrder = 'newest' | 'oldest';
export type ListView = { search: string; status: StatusFilter; sort: SortOrder };

/** A type spelt out: SOMETHING_NEW reads "Something new". */
function spelt(type: string): string {
  const words = type.toLowerCase().replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A type in words: its own (REFERRAL_MARKED_DONE reads "Sign-up marked complete"), or an unknown one spelt out. */
export function readableType(type: string): string {
  return NOTIFICATION_TYPE_WORDS[type] ?? spelt(type);
}

/**
 * What the screen shows of the list it was given: "Unread only" was asked of the server already,
 * "Read only" is filtered here (user-side.md §4); search is case-insensitive over title, message
 * and type (as stored and in words); then sorted by time.
 */
export function visibleNotifications(list: Notification[], { search, status, sort }: ListView): Notification[] {
  const needle = search.trim().toLowerCase();
  const shown = list.filter((notification) => {
    if (status === 'read' && notification.status !== 'READ') return false;
    if (status === 'unread' && notification.status !== 'UNREAD') return false;
    if (!needle) return true;
    return [notification.title, notification.message, notification.type, spelt(notification.type), readableType(notification.type)].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
  const direction = sort === 'newest' ? -1 : 1;
  return shown.sort((a, b) => direction * (Date.parse(a.created_at) - Date.parse(b.created_at)) || direction * a.id.localeCompare(b.id));
}
