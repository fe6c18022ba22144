import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralCode } from '../../../../contract/referral-codes.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { myReferralCodesQueryKey } from './keys.ts';

/** The referral codes the person shares (withdrawn ones are not listed). Screens word a failure themselves. */
export function getMyReferralCodes(): Promise<ReferralCode[]> {
  return api.get<ReferralCode[]>('/api/referral-codes/mine', { errorToast: false });
}

export function myReferralCodesQueryOptions() {
  return queryOptions({ queryKey: myReferralCodesQueryKey, queryFn: getMyReferralCodes });
}

export function useMyReferralCodes() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...myReferralCodesQueryOptions(), enabled: signedIn });
}
