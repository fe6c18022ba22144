import type { SupportRequest } from '#contract/support/schema.ts';
import { api } from '#web/api/client.ts';
import { mySupportRequestsQueryKey, supportRequestQueryKey } from '#web/api/query-keys.ts';
import { useResourceMutation } from '#web/api/resource-mutation.ts';

type WriteAgainVariables = { requestId: string; message: string };

/** POST /api/support/requests/{id}/messages: an answered request goes back to the team; 409 once it is closed. The form words its failures. */
function writeAgain({ requestId, message }: WriteAgainVariables): Promise<SupportRequest> {
  return api.post<SupportRequest>(`/api/support/requests/${encodeURIComponent(requestId)}/messages`, { message }, { errorToast: false });
}

export function useWriteAgain() {
  return useResourceMutation(writeAgain, { one: supportRequestQueryKey, list: mySupportRequestsQueryKey, idOf: ({ requestId }) => requestId });
}
