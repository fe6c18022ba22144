import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { matchesQueryKey, referralCodesQueryKey } from '#web/api/query-keys.ts';

/**
 * PATCH /api/referral-codes/{id} with max_uses: how many times one of the person's codes may be
 * handed out (1 to 100, not below the uses taken: 409 saying so). The form words its failures.
 */
function changeCodeUses({ codeId, maxUses }: { codeId: string; maxUses: number }): Promise<ReferralCode> {
  return api.patch<ReferralCode>(`/api/referral-codes/${encodeURIComponent(codeId)}`, { max_uses: maxUses }, { errorToast: false });
}

export function useChangeCodeUses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCodeUses,
    // A used-up code given more uses may be handed to people waiting for the app at once.
    onSettled: () => invalidate(queryClient, referralCodesQueryKey, matchesQueryKey),
  });
}
