/** The rules of members' track records both sides use, without zod. */

/** Below this many matches that reached an end, a completion rate says nothing yet. */
const MIN_ENDED_FOR_RATE = 3;

/** Completed over matches that reached an end (completed, or cancelled after the sign-up was marked), from 0 to 1; null below three. */
export function completionRate(completed: number, ended: number): number | null {
  return ended < MIN_ENDED_FOR_RATE ? null : Math.round((completed / ended) * 1000) / 1000;
}

/** The average rating to one decimal, or null with no ratings. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/**
 * `Math.round(numerator / denominator * scale) / scale` in SQL, in the same double precision: half
 * rounds up, as Math.round does (PostgreSQL's round of a double rounds half to even).
 */
function roundedRatioSqlText(numerator: string, denominator: string, scale: number): string {
  const scaled = `(${numerator})::float8 / (${denominator}) * ${scale}`;
  return `((floor(${scaled}) + CASE WHEN ${scaled} - floor(${scaled}) >= 0.5 THEN 1 ELSE 0 END) / ${scale})`;
}

/** `completionRate` in SQL, over integer SQL expressions of our own. */
export function completionRateSqlText(completed: string, ended: string): string {
  return `CASE WHEN ${ended} < ${MIN_ENDED_FOR_RATE} THEN NULL ELSE ${roundedRatioSqlText(completed, ended, 1000)} END`;
}

/** `averageRating` in SQL, over integer SQL expressions of our own. */
export function averageRatingSqlText(sum: string, count: string): string {
  return `CASE WHEN ${count} = 0 THEN NULL ELSE ${roundedRatioSqlText(sum, count, 10)} END`;
}

export type TrackSummary = { completed: number; completion_rate: number | null; rating: number | null; ratings: number };

/** What a member with no record yet is called: a "New sharer" only if they share a code (or have), else a "New member". */
const newcomer = (sharer: boolean) => (sharer ? 'New sharer' : 'New member');

/** A sharer's record in one line, as an offer shows it: "92% paid out · 13 completed · ★ 4.8 (10)", or "New sharer" ("New member" for one who shares no code). */
export function trackSummaryText(summary: TrackSummary, sharer = true): string {
  if (summary.completion_rate === null && summary.ratings === 0) return newcomer(sharer);
  const parts = [
    ...(summary.completion_rate === null ? [] : [`${Math.round(summary.completion_rate * 100)}% paid out`]),
    `${summary.completed} completed`,
    ...(summary.rating === null ? [] : [`★ ${summary.rating.toFixed(1)} (${summary.ratings})`]),
  ];
  return parts.join(' · ');
}

/** The same line for screen readers, without symbols. */
export function trackSummaryLabel(summary: TrackSummary, sharer = true): string {
  if (summary.completion_rate === null && summary.ratings === 0) return newcomer(sharer);
  const parts = [
    ...(summary.completion_rate === null ? [] : [`${Math.round(summary.completion_rate * 100)}% of referrals paid out`]),
    `${summary.completed} completed`,
    ...(summary.rating === null ? [] : [`rated ${summary.rating.toFixed(1)} out of 5 from ${summary.ratings} ${summary.ratings === 1 ? 'rating' : 'ratings'}`]),
  ];
  return parts.join(', ');
}
