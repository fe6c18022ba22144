import { useEffect, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMe } from '#web/api/me.ts';
import { usePublicApps } from '#web/api/public-apps.ts';
import { useMyActiveMatches, useMyFinishedMatches } from '#web/features/matches/api/my-matches.ts';
import type { Match } from '#contract/matches/schema.ts';
import { useMatchesSummary } from '#web/features/matches/api/matches-summary.ts';
import { useOpportunities } from '#web/features/apps/api/opportunities.ts';
import { useWaitingRequests } from '#web/features/matches/api/waiting-requests.ts';
import { useAvailableSummary } from '#web/features/referral-codes/api/available-referral-codes.ts';
import { useMyReferralCodes } from '#web/features/referral-codes/api/my-referral-codes.ts';
import { useUserApps } from '#web/features/apps/api/user-apps.ts';
import { useMyReports } from '#web/features/reports/api/my-reports.ts';
import { FIRST_OPPORTUNITIES } from '#web/components/section/list-sizes.ts';

export type LoadState = 'pending' | 'error' | 'ready';

export function loadStateOf(query: Pick<UseQueryResult, 'isPending' | 'isError' | 'data'>): LoadState {
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'pending';
}

type MatchesLoad = Pick<UseQueryResult<Match[]>, 'isPending' | 'isError' | 'data' | 'error'>;

/**
 * The dashboard's matches as one list: every active one, then the first page of finished ones
 * (two reads, so the answer is the size of what the screen shows: docs/decisions/screens.md).
 */
function useDashboardMatches(): MatchesLoad {
  const active = useMyActiveMatches();
  const finished = useMyFinishedMatches();
  const data = useMemo(() => (active.data && finished.data ? [...active.data, ...finished.data] : undefined), [active.data, finished.data]);
  return {
    data,
    isPending: data === undefined && (active.isPending || finished.isPending),
    isError: active.isError || finished.isError,
    error: active.error ?? finished.error,
  };
}

/** A dashboard load that fails is only logged (user-side.md §8); the section says it could not load. */
function useLogFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Dashboard: could not load ${what}`, error);
  }, [what, error]);
}

/**
 * Everything the dashboard shows, each part the query of its own call (user-side.md §7: user apps,
 * referral codes, all apps, available codes, matches; and their summary, the waiting requests,
 * opportunities and reports). The route's loader fills them all from one request (dashboard-loads.ts), so these find
 * their data there or on its way; a part asked for again later (after a change) is its own call.
 */
export function useDashboardData() {
  const me = useMe();
  const userApps = useUserApps();
  const myCodes = useMyReferralCodes();
  const catalogue = usePublicApps();
  const available = useAvailableSummary();
  const matches = useDashboardMatches();
  const summary = useMatchesSummary();
  const waiting = useWaitingRequests();
  const opportunities = useOpportunities(FIRST_OPPORTUNITIES);
  const reports = useMyReports();

  useLogFailure('your apps', userApps.error);
  useLogFailure('your referral codes', myCodes.error);
  useLogFailure('the apps', catalogue.error);
  useLogFailure('the available referral codes', available.error);
  useLogFailure('your matches', matches.error);
  useLogFailure('the summary of your matches', summary.error);
  useLogFailure('your waiting requests', waiting.error);
  useLogFailure('the opportunities', opportunities.error);
  useLogFailure('your reports', reports.error);

  return { me, userApps, myCodes, catalogue, available, matches, summary, waiting, opportunities, reports };
}
