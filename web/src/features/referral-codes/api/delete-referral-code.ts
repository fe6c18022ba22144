import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '#contract/shared/schema.ts';
import { api } from '#web/api/client.ts';
import { referralCodesQueryKey } from '#web/api/query-keys.ts';

/**
 * Stops sharing one of the person's codes. The session layer toasts the server's
 * "Referral code deleted successfully", and a failure's own message (user-side.md §8).
 */
function deleteReferralCode(codeId: string): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/referral-codes/${encodeURIComponent(codeId)}`);
}

export function useDeleteReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferralCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralCodesQueryKey }),
  });
}
