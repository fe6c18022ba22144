import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '#contract/shared/schema.ts';
import { api } from '#web/api/client.ts';
import { matchesQueryKey } from '#web/api/query-keys.ts';

/** Stops waiting for a code for an app; the session layer toasts the server's message or failure. */
function stopWaiting(requestId: string): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/matches/waiting/${encodeURIComponent(requestId)}`);
}

export function useStopWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWaiting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}
