import { ANALYTICS_WEEKS, WEEK_CHOICES } from '#contract/analytics/rules.ts';

/** `?weeks=` when it is one of the choices, else 12: what the analytics screen shows, and what its route starts loading. */
export function weeksFrom(params: URLSearchParams): number {
  const asked = Number(params.get('weeks'));
  return (WEEK_CHOICES as readonly number[]).includes(asked) ? asked : ANALYTICS_WEEKS.fallback;
}
