import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '#contract/reports/schema.ts';
import { api } from '#web/api/client.ts';
import { reportQueryKey } from '#web/api/query-keys.ts';

/** GET /api/reports/{id}: a report with its thread and evidence. The page words a failure itself. */
export function getReport(id: string): Promise<Report> {
  return api.get<Report>(`/api/reports/${encodeURIComponent(id)}`, { errorToast: false });
}

export function reportQueryOptions(id: string) {
  return queryOptions({ queryKey: reportQueryKey(id), queryFn: () => getReport(id) });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
