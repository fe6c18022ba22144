import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { myReferralCodesQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** The referral codes the person shares (withdrawn ones are not listed). */
const myReferralCodes = signedInList<ReferralCode>(myReferralCodesQueryKey, '/api/referral-codes/mine');
export const myReferralCodesQueryOptions = myReferralCodes.options;
export const useMyReferralCodes = myReferralCodes.useList;
