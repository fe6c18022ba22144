import { useQuery } from '@tanstack/react-query';
import type { AdminReportsPage, AdminReportsQuery } from '#contract/admin/reports/schema.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';
import { adminReportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/reports: the open ones oldest first (a queue), otherwise newest first; paged. */
const adminReports = pagedQuery<AdminReportsQuery, AdminReportsPage>(adminReportKeys.list, '/api/admin/reports', ownWords);

const adminReportsQueryOptions = adminReports.options;
export const useAdminReports = adminReports.usePage;

/** How many reports wait for a decision: the total of a one-row page of the open queue. */
export function useOpenReportCount(): number | undefined {
  return useQuery({ ...adminReportsQueryOptions({ status: 'OPEN', page: 1, limit: 1 }), select: (page) => page.total }).data;
}
