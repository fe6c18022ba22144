import type { ReferralCode, ReferralCodeCreateBody } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import type { CallOptions } from '#web/api/session.ts';
import { userAppsQueryKey, referralCodesQueryKey } from '#web/api/query-keys.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';

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
  return useRefreshingMutation((body: ReferralCodeCreateBody) => createReferralCode(body, options), {
    onSettled: [referralCodesQueryKey, userAppsQueryKey],
  });
}
