import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '#contract/auth/schema.ts';
import type { UpgradeResponse } from '#contract/subscription/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { meQueryKey, subscriptionStatusQueryKey } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { endedSession } from '#web/api/session.ts';
import { upgradeFailureMessage } from './messages.ts';
import { invalidate } from '#web/api/invalidate.ts';

/** The session layer toasts the answer's message ("Successfully upgraded to Premium!"); failures are worded here. */
function upgradeSubscription(): Promise<UpgradeResponse> {
  return api.post<UpgradeResponse>('/api/subscription/upgrade', undefined, { errorToast: false });
}

/**
 * Upgrades (the demonstration), writes the new plan into the status and the account held, then
 * fetches both again. `onUpgraded` is a hook
 * option rather than a mutate() callback because the button that started it is gone by then.
 */
export function useUpgradeSubscription(onUpgraded?: (result: UpgradeResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: async (result) => {
      onUpgraded?.(result);
      queryClient.setQueryData(subscriptionStatusQueryKey, result.subscription);
      // The account's plan too, at once: a claim pressed before the account is fetched again is
      // gated on it, and would offer the upgrade a second time.
      const { subscription_status, subscription_expires_at, matches_used } = result.subscription;
      queryClient.setQueryData<User>(meQueryKey, (me) => me && { ...me, subscription_status, subscription_expires_at, matches_used });
      await invalidate(queryClient, subscriptionStatusQueryKey, meQueryKey);
    },
    onError: (error) => {
      if (!endedSession(error)) notify.error(upgradeFailureMessage(error));
    },
  });
}
