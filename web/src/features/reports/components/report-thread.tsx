import type { Report } from '#contract/reports/schema.ts';
import { MessageThread } from '#web/components/thread/message-thread.tsx';
import { authorLine, myRole } from '../logic/report-words.ts';

/** A report's messages, oldest first: each with its author (name and role, or the team) and time; the team's stand out. */
export function ReportThread({ report }: { report: Report }) {
  const me = myRole(report);
  return (
    <MessageThread
      messages={report.messages}
      authorOf={(message) => ({ line: authorLine(message, me), voice: message.author === 'team' ? 'team' : message.author === me ? 'mine' : 'other' })}
    />
  );
}
