import { formatDate, formatDateTime } from '#web/lib/dates.ts';
import { formatRelativeTime } from '#web/lib/relative-time.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** "Signed in 25 Nov 2026, 11:49" (London time): the time too, so two sign-ins on one day are told apart. */
export function signedInLine(signedInAt: string): string {
  return `Signed in ${formatDateTime(signedInAt)}`;
}

/**
 * "Last active just now", "Last active 5m ago" within a day, then "Last active 22 Nov 2026". This
 * device is in use as the person reads, while its recorded last use may be minutes old: "Active now".
 */
export function lastActiveLine(lastUsedAt: string, current: boolean, now: number): string {
  if (current) return 'Active now';
  const elapsed = now - new Date(lastUsedAt).getTime();
  if (elapsed < MINUTE_MS) return 'Last active just now';
  if (elapsed < DAY_MS) return `Last active ${formatRelativeTime(lastUsedAt, now)}`;
  return `Last active ${formatDate(lastUsedAt)}`;
}
