import { adminReportMessageBody } from '#contract/admin/reports/schema.ts';
import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN } from '#contract/reports/rules.ts';
import { useSendReportMessage } from './api/report-message.ts';
import { ThreadMessageForm } from '../shared/thread-message-form.tsx';

/** The team writes in an open report's thread, for both parties to read. */
export function TeamMessageForm({ reportId }: { reportId: string }) {
  const send = useSendReportMessage();
  return (
    <ThreadMessageForm
      schema={adminReportMessageBody}
      label="Message to both parties"
      hint={`${REPORT_MESSAGE_MIN} to ${REPORT_MESSAGE_MAX.toLocaleString('en-GB')} characters, shown in the thread as the team’s.`}
      maxLength={REPORT_MESSAGE_MAX}
      submitLabel="Send message"
      sent="Message sent"
      failed="Failed to send the message"
      send={(body) => send.mutateAsync({ id: reportId, body })}
      pending={send.isPending}
    />
  );
}
