import type { SupportRequestSummary } from '#contract/support/schema.ts';
import { LinkedCardList } from '#web/components/ui/linked-card-list.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { aboutText } from '../logic/support-words.ts';
import { PriorityBadge, SupportStatusBadge } from './support-badges.tsx';

/** The person's support requests, each linking to its page: the subject, its status, what it is about, when, and its priority. */
export function SupportRequestList({ requests }: { requests: readonly SupportRequestSummary[] }) {
  return (
    <LinkedCardList
      heading="h3"
      cards={requests.map((request) => ({
        id: request.id,
        to: `/support/${request.id}`,
        title: request.subject,
        status: <SupportStatusBadge status={request.status} />,
        details: (
          <>
            <span className="break-words">
              {aboutText(request)} · Sent on {formatDate(request.created_at)}
            </span>
            {request.priority && <PriorityBadge />}
          </>
        ),
      }))}
    />
  );
}
