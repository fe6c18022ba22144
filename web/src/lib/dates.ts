const dateFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "12 Jan 2025". */
export function formatDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}
