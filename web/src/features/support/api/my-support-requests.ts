import type { SupportRequestSummary } from '#contract/support/schema.ts';
import { mySupportRequestsQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** GET /api/support/requests/mine: the person's support requests, newest first. */
const mySupportRequests = signedInList<SupportRequestSummary>(mySupportRequestsQueryKey, '/api/support/requests/mine');
export const useMySupportRequests = mySupportRequests.useList;
