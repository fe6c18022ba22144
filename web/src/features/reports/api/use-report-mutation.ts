import type { Report } from '#contract/reports/schema.ts';
import { myReportsQueryKey, reportQueryKey } from '#web/api/query-keys.ts';
import { useResourceMutation } from '#web/api/resource-mutation.ts';

/**
 * A change to a report that answers the report as it now is: the page shows that answer at once.
 * A refusal (the report was closed meanwhile, a full gallery) reads the report and the list again.
 */
export function useReportMutation<Variables extends { reportId: string }>(mutationFn: (variables: Variables) => Promise<Report>) {
  return useResourceMutation(mutationFn, { one: reportQueryKey, list: myReportsQueryKey, idOf: ({ reportId }) => reportId });
}
