import { adminReportMessageBody } from '#contract/admin/reports/schema.ts';
import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN } from '#contract/reports/rules.ts';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSendReportMessage } from '../api/report-message.ts';
import { failureText } from '../shared/failure-text.ts';
import { TextareaField } from '../shared/form-controls.tsx';

const SEND_FAILED = 'Failed to send the message';

/** The team writes in an open report's thread, for both parties to read. */
export function TeamMessageForm({ reportId }: { reportId: string }) {
  const send = useSendReportMessage();
  const form = useSchemaForm(adminReportMessageBody, { message: '' });

  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ id: reportId, body });
      notify.success('Message sent');
      form.reset();
    } catch (error) {
      if (!endedSession(error)) notify.error(failureText(error, SEND_FAILED));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={send.isPending} className="flex flex-col gap-4">
      <TextareaField
        label="Message to both parties"
        hint={`${REPORT_MESSAGE_MIN} to ${REPORT_MESSAGE_MAX.toLocaleString('en-GB')} characters, shown in the thread as the team’s.`}
        rows={4}
        maxLength={REPORT_MESSAGE_MAX}
        error={form.formState.errors.message?.message}
        {...form.register('message', { onChange: () => form.clearErrors('message') })}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
