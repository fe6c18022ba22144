import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../client.ts';
import { matchesQueryKey } from './keys.ts';

/** Stops waiting for a code for an app; the session layer toasts the server's message or failure. */
export function stopWaiting(requestId: string): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/matches/waiting/${encodeURIComponent(requestId)}`);
}

export function useStopWaiting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWaiting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}
