import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingRequest } from '../../../../contract/matches.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { waitingRequestsQueryKey } from './keys.ts';

/** Apps the person asked a code for while none was free; they are matched when one is shared. */
export function getWaitingRequests(): Promise<WaitingRequest[]> {
  return api.get<WaitingRequest[]>('/api/matches/waiting', { errorToast: false });
}

export function waitingRequestsQueryOptions() {
  return queryOptions({ queryKey: waitingRequestsQueryKey, queryFn: getWaitingRequests });
}

export function useWaitingRequests() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...waitingRequestsQueryOptions(), enabled: signedIn });
}
