import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { availableReferralCodesQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/**
 * For each app the person can still claim, the code a claim would hand out now (owners shown by the
 * part of their e-mail before the at-sign). The session layer adds the cache-busting timestamp and
 * no-cache headers; the dashboard only logs a failure.
 */
const availableReferralCodes = signedInList<AvailableReferralCode>(availableReferralCodesQueryKey, '/api/referral-codes/available');
export const availableReferralCodesQueryOptions = availableReferralCodes.options;
export const useAvailableReferralCodes = availableReferralCodes.useList;
