import type { FlagStatus } from '#contract/admin/flags/rules.ts';
import type { ReferralFlag, ReferralFlagPage } from '#contract/admin/flags/schema.ts';
import { api } from '#web/api/client.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { adminFlagKeys, adminReportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** `member`: one member's flags only, by username or e-mail address. */
type FlagQueueQuery = { status: FlagStatus; page: number; member?: string };

/** GET /api/admin/flags: the flagged matches of one status (of one member, if asked), open ones waiting longest first; paged. */
export const useAdminFlags = pagedQuery<FlagQueueQuery, ReferralFlagPage>(adminFlagKeys.list, '/api/admin/flags', ownWords).usePage;

type Decision = { flagId: string; decision: 'clear' | 'cancel'; reason: string };

/**
 * POST /api/admin/flags/{id}/clear or /cancel, with the reason; the flags (and the reports, whose
 * codes may pause) are read again after. `decided` runs even when the decided card has left the list.
 */
export function useDecideFlag(decided: (decision: Decision['decision']) => void) {
  return useRefreshingMutation(
    ({ flagId, decision, reason }: Decision) =>
      api.post<ReferralFlag>(`/api/admin/flags/${encodeURIComponent(flagId)}/${decision}`, { reason }, { ...ownWords, successToast: false }),
    { onSettled: [adminFlagKeys.all, adminReportKeys.all] },
    { onSuccess: (_flag, { decision }) => decided(decision) },
  );
}
