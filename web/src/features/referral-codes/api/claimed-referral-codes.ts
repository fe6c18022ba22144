import type { ClaimRecord } from '#contract/matches/schema.ts';
import { claimedReferralCodesQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** The codes the person has claimed, as claim records, newest first. */
const claimedReferralCodes = signedInList<ClaimRecord>(claimedReferralCodesQueryKey, '/api/referral-codes/claimed');
export const getClaimedReferralCodes = claimedReferralCodes.get;
export const claimedReferralCodesQueryOptions = claimedReferralCodes.options;
export const useClaimedReferralCodes = claimedReferralCodes.useList;
