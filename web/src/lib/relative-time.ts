const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * user-side.md §2: under a minute "Just now", then "Nm ago", "Nh ago", "Nd ago" (whole units,
 * rounded down). A time slightly ahead of this clock also reads "Just now".
 */
export function formatRelativeTime(at: string | Date, now: number = Date.now()): string {
  const elapsed = now - new Date(at).getTime();
  if (!(elapsed >= MINUTE_MS)) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}
