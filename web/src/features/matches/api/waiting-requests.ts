import type { WaitingRequest } from '#contract/matches/schema.ts';
import { waitingRequestsQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** Apps the person asked a code for while none was free; they are matched when one is shared. */
const waitingRequests = signedInList<WaitingRequest>(waitingRequestsQueryKey, '/api/matches/waiting');
export const waitingRequestsQueryOptions = waitingRequests.options;
export const useWaitingRequests = waitingRequests.useList;
