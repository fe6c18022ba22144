import type { AdminSupportRequest } from '#contract/admin/support/schema.ts';
import { CARD_QUEUE_PAGE_SIZE } from '#contract/admin/rules.ts';
import { SUPPORT_STATUS_LABEL } from '#contract/support/rules.ts';
import { useAdminSupport } from './api/admin-support.ts';
import { QueuePanel, statusOptions, useQueueFilter, type QueueWords } from '../shared/queue-panel.tsx';
import { SupportCard } from './support-card.tsx';

const STATUS_OPTIONS = statusOptions({ open: SUPPORT_STATUS_LABEL.OPEN, answered: SUPPORT_STATUS_LABEL.ANSWERED, closed: SUPPORT_STATUS_LABEL.CLOSED });
type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

const WORDS: QueueWords<StatusFilter> = {
  title: 'Support',
  intro: 'Members’ questions to the team. Premium requests come first, then the one waiting longest: answer, and close what needs nothing more.',
  plural: 'support requests',
  pagesLabel: 'Support request pages',
  noneFound: { open: 'No requests waiting for an answer: the queue is empty.', answered: 'No answered requests.', closed: 'No closed requests.' },
  emptyIcon: 'chat',
};

/** A request in the queue: answered, closed or reopened, it leaves the status shown. */
function QueuedRequest({ item, onGone }: { item: AdminSupportRequest; onGone: () => void }) {
  return <SupportCard request={item} onGone={onGone} />;
}

/** The Support tab: one status at a time (waiting for an answer first), Premium first then the oldest; status and page kept in the address. */
export function SupportPanel() {
  const filter = useQueueFilter(STATUS_OPTIONS);
  const pages = useAdminSupport({ page: filter.page, limit: CARD_QUEUE_PAGE_SIZE, status: filter.status.toUpperCase() as Uppercase<StatusFilter> });
  return <QueuePanel words={WORDS} options={STATUS_OPTIONS} filter={filter} pages={pages} itemsOf={(data) => data.requests} Card={QueuedRequest} />;
}
