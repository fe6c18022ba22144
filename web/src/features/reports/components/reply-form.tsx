import { reportMessageBody } from '#contract/reports/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { LongTextField } from '#web/components/ui/long-text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useReplyToReport } from '../api/reply-to-report.ts';
import { MESSAGE_LENGTH } from '../logic/report-words.ts';

export const REPLY_SENT_MESSAGE = 'Reply sent';

/** An answer in an open report's thread, checked with the server's schema; the thread shows it once sent. */
export function ReplyForm({ reportId }: { reportId: string }) {
  const reply = useReplyToReport();
  const { field, handleSubmit, reset } = useSchemaForm(reportMessageBody, { message: '' });
  const onSubmit = handleSubmit(({ message }) =>
    reply.mutate(
      { reportId, message },
      {
        onSuccess: () => {
          reset();
          notify.success(REPLY_SENT_MESSAGE);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={reply.isPending} className="flex flex-col gap-4">
      <LongTextField label="Your reply" hint={`${MESSAGE_LENGTH}.`} {...field('message')} />
      <FormEnd failure={failureMessage(reply.error)} pending={reply.isPending} label="Send reply" pendingLabel="Sending..." />
    </form>
  );
}
