import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimRecord } from '../../../../contract/matches.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { claimedReferralCodesQueryKey } from './keys.ts';

/** The codes the person has claimed, as claim records, newest first. A failure is left to the screen. */
export function getClaimedReferralCodes(): Promise<ClaimRecord[]> {
  return api.get<ClaimRecord[]>('/api/referral-codes/claimed', { errorToast: false });
}

export function claimedReferralCodesQueryOptions() {
  return queryOptions({ queryKey: claimedReferralCodesQueryKey, queryFn: getClaimedReferralCodes });
}

export function useClaimedReferralCodes() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...claimedReferralCodesQueryOptions(), enabled: signedIn });
}
