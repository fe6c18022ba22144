import { UK_TIME_ZONE } from '#contract/admin/rules.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: UK_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: UK_TIME_ZONE });

/** "31 Dec 2026", in UK time like every admin date. */
export function formatDate(iso: string | null, missing = 'None'): string {
  return iso ? dateFormat.format(new Date(iso)) : missing;
}

/** "31 Dec 2026, 14:05", in UK time. */
export function formatDateTime(iso: string | null, missing = 'Never'): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : missing;
}

/** 0.82 -> "82%". */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
