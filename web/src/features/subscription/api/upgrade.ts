import { useMutation, useQueryClient } from '@tanstack/react-query';
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
 * Upgrades (the demonstration), then fetches the status and the user again. `onUpgraded` is a hook
 * option rather than a mutate() callback because the button that started it is gone by then.
 */
export function useUpgradeSubscription(onUpgraded?: (result: UpgradeResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: async (result) => {
      onUpgraded?.(result);
      queryClient.setQueryData(subscriptionStatusQueryKey, result.subscription);
      await invalidate(queryClient, subscriptionStatusQueryKey, meQueryKey);
    },
    onError: (error) => {
      if (!endedSession(error)) notify.error(upgradeFailureMessage(error));
    },
  });
}
