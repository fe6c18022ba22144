import type { ReportSummary } from '#contract/reports/schema.ts';
import { myReportsQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** GET /api/reports/mine: the reports about the person's matches, made by them or by the other party, newest first. */
const myReports = signedInList<ReportSummary>(myReportsQueryKey, '/api/reports/mine');
export const myReportsQueryOptions = myReports.options;
export const useMyReports = myReports.useList;
