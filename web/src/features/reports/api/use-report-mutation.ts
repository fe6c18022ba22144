import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report } from '#contract/reports/schema.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { myReportsQueryKey, reportQueryKey } from '#web/api/query-keys.ts';

/**
 * A change to a report that answers the report as it now is: the page shows that answer at once.
 * A refusal (the report was closed meanwhile, a full gallery) reads the report and the list again.
 */
export function useReportMutation<Variables extends { reportId: string }>(mutationFn: (variables: Variables) => Promise<Report>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (report) => queryClient.setQueryData(reportQueryKey(report.id), report),
    onError: (_error, { reportId }) => invalidate(queryClient, reportQueryKey(reportId), myReportsQueryKey),
  });
}
