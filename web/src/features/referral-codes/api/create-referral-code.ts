import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCode, ReferralCodeCreateBody } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import type { CallOptions } from '#web/api/session.ts';
import { userAppsQueryKey, referralCodesQueryKey } from '#web/api/query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

type Options = Pick<CallOptions, 'errorToast'>;

/**
 * Shares a referral link (max_uses defaults to 5 on the server). The server reads the code with
 * the same parser as the browser, answers 422 with the link's message and 409 when the person
 * already shares a code for that app; sharing a code also adds the app to their apps.
 */
export function createReferralCode(body: ReferralCodeCreateBody, options?: Options): Promise<ReferralCode> {
  return api.post<ReferralCode>('/api/referral-codes', body, options);
}

export function useCreateReferralCode(options?: Options) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralCodeCreateBody) => createReferralCode(body, options),
    onSettled: () => invalidate(queryClient, referralCodesQueryKey, userAppsQueryKey),
  });
}
