import { reportMessageBody } from '#contract/reports/schema.ts';
import { ThreadReplyForm } from '#web/components/thread/reply-form.tsx';
import { useReplyToReport } from '../api/reply-to-report.ts';
import { MESSAGE_LENGTH } from '../logic/report-words.ts';

const REPLY_SENT_MESSAGE = 'Reply sent';

/** An answer in an open report's thread, checked with the server's schema; the thread shows it once sent. */
export function ReplyForm({ reportId }: { reportId: string }) {
  const reply = useReplyToReport();
  return (
    <ThreadReplyForm
      schema={reportMessageBody}
      hint={`${MESSAGE_LENGTH}.`}
      sentMessage={REPLY_SENT_MESSAGE}
      send={(message) => reply.mutateAsync({ reportId, message })}
      pending={reply.isPending}
      error={reply.error}
    />
  );
}
