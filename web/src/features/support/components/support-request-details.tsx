import type { SupportRequestSummary } from '#contract/support/schema.ts';
import { Detail } from '#web/components/ui/detail.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { aboutText, STATUS_NOTE } from '../logic/support-words.ts';
import { PriorityBadge, SupportStatusBadge } from './support-badges.tsx';

/** What a request is: its status (and what happens next), what it is about, when it was sent, and its priority. */
export function SupportRequestDetails({ request }: { request: SupportRequestSummary }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
        <Detail term="Status">
          <SupportStatusBadge status={request.status} />
        </Detail>
        <Detail term="About">{aboutText(request)}</Detail>
        <Detail term="Sent on">{formatDate(request.created_at)}</Detail>
        {request.priority && (
          <Detail term="Priority">
            <PriorityBadge />
          </Detail>
        )}
      </dl>
      <p className="mt-4 text-sm text-neutral-700">{STATUS_NOTE[request.status]}</p>
    </div>
  );
}
