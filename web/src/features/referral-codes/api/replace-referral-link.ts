import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCode, ReferralCodeUpdateBody } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { matchesQueryKey, referralCodesQueryKey } from '#web/api/query-keys.ts';

type ReplaceLinkVariables = { codeId: string } & ReferralCodeUpdateBody;

/**
 * PATCH /api/referral-codes/{id}: a new link for one of the person's codes, checked as a new link
 * is (422 with the link's message). A paused code goes back on offer. The form words its failures.
 */
function replaceReferralLink({ codeId, ...body }: ReplaceLinkVariables): Promise<ReferralCode> {
  return api.patch<ReferralCode>(`/api/referral-codes/${encodeURIComponent(codeId)}`, body, { errorToast: false });
}

export function useReplaceReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceReferralLink,
    // A code back on offer may be handed to people waiting for the app at once.
    onSettled: () => invalidate(queryClient, referralCodesQueryKey, matchesQueryKey),
  });
}
