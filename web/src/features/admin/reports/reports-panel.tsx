import { useRef } from 'react';
import type { AdminReportsPage, AdminReportsQuery } from '#contract/admin/reports/schema.ts';
import { LoadingNote, LoadFailed } from '#web/components/ui/alert.tsx';
import { useAdminReports } from '../api/admin-reports.ts';
import { Pagination } from '../shared/pagination.tsx';
import { SelectField } from '../shared/form-controls.tsx';
import { pageParam, useQueryParams } from '../shared/use-query-params.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { ReportCard } from './report-card.tsx';
import { AdminPanel } from '../shared/admin-panel.tsx';

/** Report cards are long (thread, records, forms), so a page holds fewer than a table's 20 rows. */
export const REPORTS_PAGE_SIZE = 10;

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All' },
] as const;
type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

const isStatusFilter = (value: string | null): value is StatusFilter => STATUS_OPTIONS.some((option) => option.value === value);

const NONE_FOUND: Record<StatusFilter, string> = {
  open: 'No open reports: the queue is empty.',
  resolved: 'No resolved reports.',
  dismissed: 'No dismissed reports.',
  all: 'No reports yet.',
};

/** The line above the list: which reports are shown, or why there are none. */
function summaryOf(data: AdminReportsPage, status: StatusFilter, loading: boolean): string {
  if (loading) return 'Loading reports...';
  if (data.total === 0) return NONE_FOUND[status];
  if (data.reports.length === 0) return 'No reports on this page.';
  const first = (data.page - 1) * data.limit + 1;
  return `Showing ${first}-${first + data.reports.length - 1} of ${data.total} reports`;
}

/** The Reports tab: the open queue (oldest first) or the decided reports, a page at a time; status and page kept in the address. */
export function ReportsPanel() {
  const [params, update] = useQueryParams();
  const requested = params.get('status');
  const status: StatusFilter = isStatusFilter(requested) ? requested : 'open';
  const page = pageParam(params.get('page'));
  const query: AdminReportsQuery = { page, limit: REPORTS_PAGE_SIZE, ...(status === 'all' ? {} : { status: status.toUpperCase() as AdminReportsQuery['status'] }) };
  const reports = useAdminReports(query);
  useFailureToast(reports.error, 'Failed to load reports');
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // A decided report leaves the open queue, taking focus with it: the count takes it instead.
  const keepFocus = () => {
    if (document.activeElement === null || document.activeElement === document.body) summaryRef.current?.focus();
  };

  const data = reports.data;

  return (
    <AdminPanel title="Reports" intro="Problems members reported on their matches. Open reports come oldest first: read both sides, write to the parties, then resolve or dismiss.">
      <form role="search" aria-label="Reports" onSubmit={(event) => event.preventDefault()} className="max-w-xs">
        <SelectField label="Status" options={STATUS_OPTIONS} value={status} onChange={(event) => update({ status: event.target.value === 'open' ? null : event.target.value, page: null })} />
      </form>
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="text-sm text-slate-700 focus:outline-none">
        {data && summaryOf(data, status, reports.isPlaceholderData)}
      </p>
      {reports.isPending && <LoadingNote>Loading reports...</LoadingNote>}
      {reports.isError && !data && <LoadFailed onRetry={() => void reports.refetch()}>The reports could not be loaded.</LoadFailed>}
      {data && data.reports.length > 0 && (
        <ol aria-label={`Reports, page ${data.page} of ${data.total_pages}`} aria-busy={reports.isPlaceholderData} className="flex flex-col gap-6">
          {data.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onDecided={keepFocus} />
            </li>
          ))}
        </ol>
      )}
      {data && <Pagination label="Report pages" page={data.page} totalPages={data.total_pages} onPage={(next) => update({ page: next === 1 ? null : String(next) })} />}
    </AdminPanel>
  );
}
