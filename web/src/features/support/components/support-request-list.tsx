import { Link } from 'react-router';
import type { SupportRequestSummary } from '#contract/support/schema.ts';
import { formatDate } from '#web/lib/dates.ts';
import { aboutText } from '../logic/support-words.ts';
import { PriorityBadge, SupportStatusBadge } from './support-badges.tsx';

/** The person's support requests, each linking to its page: the subject, its status, what it is about and when. */
export function SupportRequestList({ requests }: { requests: readonly SupportRequestSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request.id} className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-0 font-semibold break-words text-slate-900">
              {/* The whole card answers the click; the link's name is the subject. */}
              <Link to={`/support/${request.id}`} className="after:absolute after:inset-0 after:rounded-xl hover:text-indigo-700 hover:underline">
                {request.subject}
              </Link>
            </h3>
            <SupportStatusBadge status={request.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span className="break-words">
              {aboutText(request)} · Sent on {formatDate(request.created_at)}
            </span>
            {request.priority && <PriorityBadge />}
          </p>
        </li>
      ))}
    </ul>
  );
}
