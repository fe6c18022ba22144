import type { ReportMessage } from '#contract/reports/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '../shared/format.ts';
import { ROLE_LABEL } from './report-words.ts';

/** The report's messages, oldest first: the parties' and the team's. */
export function ReportThread({ messages }: { messages: readonly ReportMessage[] }) {
  if (messages.length === 0) return <p className="text-sm text-slate-700">No messages.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {messages.map((message) => (
        <li key={message.id} className={cn('rounded-lg border px-3 py-2', message.author === 'team' ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white')}>
          <p className="text-sm text-slate-600">
            <span className="font-semibold break-all text-slate-900">{message.author_name}</span>
            {/* The team's name says who it is; a party's role does not go without saying. */}
            {message.author === 'team' ? ', ' : ` (${ROLE_LABEL[message.author].toLowerCase()}), `}
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
        </li>
      ))}
    </ol>
  );
}
