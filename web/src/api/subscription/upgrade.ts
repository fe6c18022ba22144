import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpgradeResponse } from '../../../../contract/subscription.ts';
import { notify } from '../../lib/toast.tsx';
import { meQueryKey } from '../auth/me.ts';
import { api } from '../client.ts';
import { endedSession } from '../session.ts';
import { upgradeFailureMessage } from './messages.ts';
import { subscriptionStatusQueryKey } from './status.ts';

/** The session layer toasts the answer's message ("Successfully upgraded to Premium!"); failures are worded here. */
export function upgradeSubscription(): Promise<UpgradeResponse> {
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
    onError: (error) => {
      if (!endedSession(error)) notify.error(upgradeFailureMessage(error));
    },
  });
}
