import { Link } from 'react-router';
import { trackSummaryLabel, trackSummaryText, type TrackSummary } from '#contract/members/rules.ts';

/**
 * A member's record in one line ("92% paid out · 13 completed · ★ 4.8 (10)", or "New sharer"), read
 * aloud in words. `sharer`: whether they share a code (or have); one who does not is a "New member".
 */
export function TrackSummaryLine({
  summary,
  sharer = true,
  className = 'text-sm text-neutral-600',
}: {
  summary: TrackSummary;
  sharer?: boolean;
  className?: string;
}) {
  return (
    <span className={className}>
      <span aria-hidden="true">{trackSummaryText(summary, sharer)}</span>
      <span className="sr-only">{trackSummaryLabel(summary, sharer)}</span>
    </span>
  );
}

/** A member's name linking to their page, where their whole record and reviews are. */
export function MemberLink({ username }: { username: string }) {
  return (
    <Link to={`/members/${encodeURIComponent(username)}`} className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {username}
    </Link>
  );
}
