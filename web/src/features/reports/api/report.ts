import type { Report } from '#contract/reports/schema.ts';
import { oneResource } from '#web/api/query-shapes.ts';
import { reportQueryKey } from '#web/api/query-keys.ts';

/** GET /api/reports/{id}: a report with its thread and evidence. */
const report = oneResource<Report>(reportQueryKey, (id) => `/api/reports/${encodeURIComponent(id)}`);

export const useReport = report.useOne;
