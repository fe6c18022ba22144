import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '#contract/shared/schema.ts';
import { api } from '#web/api/client.ts';
import { referralCodesQueryKey, userAppsQueryKey } from '#web/api/query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

/**
 * Removes an app from the person's apps; their referral code for it leaves the marketplace too.
 * A failure is silent (user-side.md §8); either way the apps and codes are reloaded (§7).
 */
function deleteUserApp(userAppId: string): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/user-apps/${encodeURIComponent(userAppId)}`, { errorToast: false });
}

export function useDeleteUserApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserApp,
    onSettled: () => invalidate(queryClient, userAppsQueryKey, referralCodesQueryKey),
  });
}
