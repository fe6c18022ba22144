import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { detailBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { notificationPreferencesQueryKey } from '#web/api/query-keys.ts';

type Unsubscribed = z.infer<typeof detailBody>;

/** POST /api/unsubscribe?token=…: no sign-in needed. The page shows the answer and any refusal itself, so no toasts. */
function unsubscribe(token: string): Promise<Unsubscribed> {
  return api.post<Unsubscribed>('/api/unsubscribe', undefined, { query: { token }, errorToast: false, successToast: false });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    // A signed-in person's Notifications tab shows the switch turned off.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationPreferencesQueryKey }),
  });
}
