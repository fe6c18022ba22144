import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { restoredCode } from '#contract/admin/reports/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { HttpError } from '#web/api/http.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { adminReportKeys, ownWords } from './query-keys.ts';

export type RestoredCode = z.infer<typeof restoredCode>;

/** POST /api/admin/referral-codes/{id}/restore: a paused code goes back on offer. */
export function restoreCode(id: string): Promise<RestoredCode> {
  return api.post<RestoredCode>(`/api/admin/referral-codes/${encodeURIComponent(id)}/restore`, undefined, ownWords);
}

export function useRestoreCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCode,
    onSuccess: () => invalidate(queryClient, adminReportKeys.all, adminQueryKeys.users, adminQueryKeys.auditLog),
    // 409: the code is no longer paused (its owner replaced the link); the card catches up.
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) void invalidate(queryClient, adminReportKeys.all);
    },
  });
}
