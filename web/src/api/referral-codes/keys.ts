/** Every referral-code list sits under this key, so one invalidation refreshes them all. */
export const referralCodesQueryKey = ['referral-codes'] as const;
export const myReferralCodesQueryKey = [...referralCodesQueryKey, 'mine'] as const;
export const availableReferralCodesQueryKey = [...referralCodesQueryKey, 'available'] as const;
export const claimedReferralCodesQueryKey = [...referralCodesQueryKey, 'claimed'] as const;
