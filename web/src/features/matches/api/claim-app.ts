import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimRecord } from '#contract/matches/schema.ts';
import { meQueryKey, referralCodesQueryKey, subscriptionStatusQueryKey, matchesQueryKey } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { invalidate } from '#web/api/invalidate.ts';

/**
 * Claims a code for an app: the server hands out the fairest one, or keeps the person waiting for
 * the app (409). The screen words every outcome (user-side.md §8), so the session layer does not.
 */
function claimApp(appId: string): Promise<ClaimRecord> {
  return api.post<ClaimRecord>('/api/matches/claim', { app_id: appId }, { errorToast: false });
}

export function useClaimApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimApp,
    // A claim (or a refusal that starts waiting) changes the codes on offer, the matches and matches_used
    // (the account's and the plan's: the upgrade dialog says when none are left).
    onSettled: () => invalidate(queryClient, matchesQueryKey, referralCodesQueryKey, meQueryKey, subscriptionStatusQueryKey),
  });
}
