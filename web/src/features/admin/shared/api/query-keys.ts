import type { FlagStatus } from '#contract/admin/flags/rules.ts';
import type { AdminReportsQuery } from '#contract/admin/reports/schema.ts';
import type { AdminSupportQuery } from '#contract/admin/support/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

/** Admin screens word their failures themselves (admin-side.md §8), so the session layer adds no second toast. */
export const ownWords = { errorToast: false } as const;

/**
 * The reports queue, under 'admin' so signing out of the admin area forgets it with the rest.
 * Only admin screens read or refresh it; it joins `adminQueryKeys` once another feature needs to.
 */
export const adminReportKeys = {
  all: [...adminQueryKeys.all, 'reports'] as const,
  list: (query: AdminReportsQuery) => [...adminQueryKeys.all, 'reports', 'list', query] as const,
  /** Apart from the lists, so invalidating them leaves the screenshots' bytes alone. */
  evidence: (reportId: string, evidenceId: string) => [...adminQueryKeys.all, 'report-evidence', reportId, evidenceId] as const,
};

/** The support queue, under 'admin' like the reports. */
export const adminSupportKeys = {
  all: [...adminQueryKeys.all, 'support'] as const,
  list: (query: AdminSupportQuery) => [...adminQueryKeys.all, 'support', 'list', query] as const,
};

/** The queue of reported reviews, under 'admin' like the reports. */
export const adminReviewKeys = {
  all: [...adminQueryKeys.all, 'reviews'] as const,
  list: (query: { status: 'REPORTED' | 'HIDDEN'; page: number }) => [...adminQueryKeys.all, 'reviews', 'list', query] as const,
};

/** The flagged matches (possible self-referrals), under 'admin' like the reports. */
export const adminFlagKeys = {
  all: [...adminQueryKeys.all, 'flags'] as const,
  list: (query: { status: FlagStatus; page: number; member?: string }) => [...adminQueryKeys.all, 'flags', 'list', query] as const,
};
