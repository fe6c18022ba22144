import { useQuery } from '@tanstack/react-query';
import type { AdminSupportPage, AdminSupportQuery } from '#contract/admin/support/schema.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';
import { adminSupportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/support-requests: one status, Premium first, then the oldest; paged. */
const adminSupport = pagedQuery<AdminSupportQuery, AdminSupportPage>(adminSupportKeys.list, '/api/admin/support-requests', ownWords);

export const useAdminSupport = adminSupport.usePage;

/** How many requests wait for the team's answer: the total of a one-row page of the queue. */
export function useWaitingSupportCount(): number | undefined {
  return useQuery({ ...adminSupport.options({ status: 'OPEN', page: 1, limit: 1 }), select: (page) => page.total }).data;
}
