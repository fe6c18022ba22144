import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimRecord } from '#contract/matches/schema.ts';
import { meQueryKey, matchesQueryKey, referralCodesQueryKey } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { invalidate } from '#web/api/invalidate.ts';

/**
 * Claims that very code. The screen words the outcome (user-side.md §8): 402 opens the upgrade
 * dialog, any other failure shows the server's detail or "Failed to claim referral", so the
 * session layer does not toast it.
 */
export function claimReferralCode(codeId: string): Promise<ClaimRecord> {
  return api.post<ClaimRecord>(`/api/referral-codes/claim/${encodeURIComponent(codeId)}`, undefined, { errorToast: false });
}

export function useClaimReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReferralCode,
    // A claim uses a code, counts towards matches_used and makes a match.
    onSettled: () => invalidate(queryClient, referralCodesQueryKey, meQueryKey, matchesQueryKey),
  });
}
