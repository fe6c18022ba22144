import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportsPage, AdminReportsQuery } from '#contract/admin/reports/schema.ts';
import { api } from '#web/api/client.ts';
import { adminReportKeys, ownWords } from './query-keys.ts';

/** GET /api/admin/reports: the open ones oldest first (a queue), otherwise newest first; paged. */
export function getAdminReports(query: AdminReportsQuery): Promise<AdminReportsPage> {
  return api.get<AdminReportsPage>('/api/admin/reports', { ...ownWords, query: { ...query } });
}

export function adminReportsQueryOptions(query: AdminReportsQuery) {
  // The previous page stays on screen while the next one loads, as in the user table.
  return queryOptions({ queryKey: adminReportKeys.list(query), queryFn: () => getAdminReports(query), placeholderData: keepPreviousData });
}

export function useAdminReports(query: AdminReportsQuery) {
  return useQuery(adminReportsQueryOptions(query));
}

/** How many reports wait for a decision: the total of a one-row page of the open queue. */
export function useOpenReportCount(): number | undefined {
  return useQuery({ ...adminReportsQueryOptions({ status: 'OPEN', page: 1, limit: 1 }), select: (page) => page.total }).data;
}
