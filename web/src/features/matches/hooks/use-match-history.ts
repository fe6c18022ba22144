import { useMemo, useState } from 'react';
import { DASHBOARD_FINISHED_PAGE } from '#contract/dashboard/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { useOlderMatches } from '../api/my-matches.ts';
import { joinPages } from '../logic/match-order.ts';
import { isActive } from '../logic/match-rewards.ts';

/** What a list needs to offer the next page: whether one is on its way or failed, and the way to ask for it. */
export type MoreMatches = { loading: boolean; failed: boolean; load: () => void };

/**
 * The dashboard's matches (every active one and the first page of finished ones) and the finished
 * pages after it, once the person asks for them, as one list. `more` is null when there is nothing
 * more to read: a first finished page that is not full is all of them; after that, the total the
 * server gives says when to stop.
 */
export function useMatchHistory(firstPage: Match[]): { matches: Match[]; more: MoreMatches | null } {
  const [asked, setAsked] = useState(false);
  const older = useOlderMatches(asked);
  const pages = older.data?.pages;
  const matches = useMemo(() => (pages ? joinPages([firstPage, ...pages.map((page) => page.matches)]) : firstPage), [firstPage, pages]);

  const hasMore = pages ? older.hasNextPage : firstPage.filter((match) => !isActive(match)).length >= DASHBOARD_FINISHED_PAGE;
  if (!hasMore) return { matches, more: null };
  const loading = older.isFetching;
  const failed = older.isError && !loading;
  // The end scrolling into view and a press of the button can ask at once: the page is read once.
  const load = () => {
    if (loading) return;
    if (!asked) setAsked(true);
    else if (pages) void older.fetchNextPage({ cancelRefetch: false });
    else void older.refetch({ cancelRefetch: false });
  };
  return { matches, more: { loading, failed, load } };
}
