import type { AdminReport, AdminReportsQuery } from '#contract/admin/reports/schema.ts';
import { CARD_QUEUE_PAGE_SIZE } from '#contract/admin/rules.ts';
import { useAdminReports } from './api/admin-reports.ts';
import { QueuePanel, statusOptions, useQueueFilter, type QueueWords } from '../shared/queue-panel.tsx';
import { ReportCard } from './report-card.tsx';

const STATUS_OPTIONS = statusOptions({ open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed', all: 'All' });
type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

const WORDS: QueueWords<StatusFilter> = {
  title: 'Reports',
  intro: 'Problems members reported on their matches. Open reports come oldest first: read both sides, write to the parties, then resolve or dismiss.',
  plural: 'reports',
  pagesLabel: 'Report pages',
  noneFound: { open: 'No open reports: the queue is empty.', resolved: 'No resolved reports.', dismissed: 'No dismissed reports.', all: 'No reports yet.' },
  emptyIcon: 'document',
};

/** A report in the queue: decided, it leaves it. */
function QueuedReport({ item, onGone }: { item: AdminReport; onGone: () => void }) {
  return <ReportCard report={item} onDecided={onGone} />;
}

/** The Reports tab: the open queue (oldest first) or the decided reports, a page at a time; status and page kept in the address. */
export function ReportsPanel() {
  const filter = useQueueFilter(STATUS_OPTIONS);
  const { status, page } = filter;
  const query: AdminReportsQuery = {
    page,
    limit: CARD_QUEUE_PAGE_SIZE,
    ...(status === 'all' ? {} : { status: status.toUpperCase() as AdminReportsQuery['status'] }),
  };
  return (
    <QueuePanel words={WORDS} options={STATUS_OPTIONS} filter={filter} pages={useAdminReports(query)} itemsOf={(data) => data.reports} Card={QueuedReport} />
  );
}
