// In London's time wherever the reader is, as the admin area and contract/shared/dates.ts write dates: a UK service's dates.
const TIME_ZONE = 'Europe/London';

const dateFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/** "12 Jan 2025". */
export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

const dateTimeFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** "12 Jan 2025, 14:05": when a message was written. */
export function formatDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}
