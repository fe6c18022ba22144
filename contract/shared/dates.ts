/** Dates as a UK reader writes them, in London's time: "9 December 2026". */
const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

export function formatLongDate(date: Date | string): string {
  return longDate.format(typeof date === 'string' ? new Date(date) : date);
}

/** A moment as a UK reader writes it, in London's time: "28 November 2026 at 14:05". */
const longDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

export function formatLongDateTime(date: Date | string): string {
  return longDateTime.format(typeof date === 'string' ? new Date(date) : date);
}

/** A day of the year as a UK reader says it, in London's time: "1 December". */
const dayAndMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' });

export function formatDayAndMonth(date: Date | string): string {
  return dayAndMonth.format(typeof date === 'string' ? new Date(date) : date);
}
