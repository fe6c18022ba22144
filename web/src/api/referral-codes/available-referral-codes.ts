import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableReferralCode } from '../../../../contract/referral-codes.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { availableReferralCodesQueryKey } from './keys.ts';

/**
 * For each app the person can still claim, the code a claim would hand out now (owners shown by
 * the part of their e-mail before the at-sign). The session layer adds the cache-busting
 * timestamp and no-cache headers; a failure is left to the screen (the dashboard only logs it).
 */
export function getAvailableReferralCodes(): Promise<AvailableReferralCode[]> {
  return api.get<AvailableReferralCode[]>('/api/referral-codes/available', { errorToast: false });
}

export function availableReferralCodesQueryOptions() {
  return queryOptions({ queryKey: availableReferralCodesQueryKey, queryFn: getAvailableReferralCodes });
}

export function useAvailableReferralCodes() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...availableReferralCodesQueryOptions(), enabled: signedIn });
}
