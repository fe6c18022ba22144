import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../client.ts';
import { referralCodesQueryKey } from '../referral-codes/keys.ts';
import { userAppsQueryKey } from './user-apps.ts';

/**
 * Removes an app from the person's apps; their referral code for it leaves the marketplace too.
 * A failure is silent (user-side.md §8); either way the apps and codes are reloaded (§7).
 */
export function deleteUserApp(userAppId: string): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/user-apps/${encodeURIComponent(userAppId)}`, { errorToast: false });
}

export function useDeleteUserApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserApp,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userAppsQueryKey }),
        queryClient.invalidateQueries({ queryKey: referralCodesQueryKey }),
      ]),
  });
}
