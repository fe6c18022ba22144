import type { SupportRequest, SupportRequestCreateBody } from '#contract/support/schema.ts';
import { api } from '#web/api/client.ts';
import { mySupportRequestsQueryKey, supportRequestQueryKey } from '#web/api/query-keys.ts';
import { useResourceMutation } from '#web/api/resource-mutation.ts';

/** POST /api/support/requests: 409 when three already wait for an answer, 404 for a match not the person's. The form words its failures. */
function sendSupportRequest(body: SupportRequestCreateBody): Promise<SupportRequest> {
  return api.post<SupportRequest>('/api/support/requests', body, { errorToast: false });
}

/** The request's page opens next: it finds the request already there. */
export function useSendSupportRequest() {
  return useResourceMutation(sendSupportRequest, { one: supportRequestQueryKey, list: mySupportRequestsQueryKey });
}
