import type { Report } from '#contract/reports/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/dates.ts';
import { authorLine, myRole } from '../logic/report-words.ts';

/** A report's messages, oldest first: each with its author (name and role, or the team) and time; the team's stand out. */
export function ReportThread({ report }: { report: Report }) {
  const me = myRole(report);
  return (
    <ol className="flex flex-col gap-3">
      {report.messages.map((message) => (
        <li
          key={message.id}
          className={cn('rounded-xl border p-4', message.author === 'team' ? 'border-indigo-200 bg-indigo-50' : message.author === me ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white')}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold break-words text-slate-900">{authorLine(message, me)}</span>
            <time dateTime={message.created_at} className="text-slate-600">
              {formatDateTime(message.created_at)}
            </time>
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
        </li>
      ))}
    </ol>
  );
}
