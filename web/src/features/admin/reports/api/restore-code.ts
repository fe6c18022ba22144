import type { z } from 'zod';
import type { restoredCode } from '#contract/admin/reports/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { adminReportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

type RestoredCode = z.infer<typeof restoredCode>;

/** POST /api/admin/referral-codes/{id}/restore: a paused code goes back on offer. */
function restoreCode(id: string): Promise<RestoredCode> {
  return api.post<RestoredCode>(`/api/admin/referral-codes/${encodeURIComponent(id)}/restore`, undefined, ownWords);
}

export function useRestoreCode() {
  return useRefreshingMutation(restoreCode, {
    onSuccess: [adminReportKeys.all, adminQueryKeys.users, adminQueryKeys.auditLog],
    // The code is no longer paused (its owner replaced the link); the card catches up.
    onConflict: [adminReportKeys.all],
  });
}
