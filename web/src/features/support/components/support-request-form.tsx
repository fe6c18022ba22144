import { SUPPORT_SENT_MESSAGE } from '#contract/support/rules.ts';
import { supportRequestCreateBody } from '#contract/support/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { DialogActions } from '#web/components/ui/dialog.tsx';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { LongTextField } from '#web/components/ui/long-text-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useShowSent } from '#web/lib/use-show-sent.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';
import { MESSAGE_HINT, SUBJECT_HINT } from '../logic/support-words.ts';

const SEND = { label: 'Send to support', busyLabel: 'Sending...' } as const;

type SupportRequestFormProps = {
  /** The match the request is about, when it comes from a match card. */
  matchId: string | null;
  /** In a dialog: Cancel closes it. */
  onCancel?: () => void;
};

/** A subject and a message for the support team, checked with the server's schema; once sent, the request's page. */
export function SupportRequestForm({ matchId, onCancel }: SupportRequestFormProps) {
  const showRequest = useShowSent(SUPPORT_SENT_MESSAGE, (request) => `/support/${request.id}`);
  const send = useSendSupportRequest();
  const { field, handleSubmit } = useSchemaForm(supportRequestCreateBody, { subject: '', message: '', match_id: matchId });
  const onSubmit = handleSubmit((body) => send.mutate(body, { onSuccess: showRequest }));
  const failure = failureMessage(send.error);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={send.isPending} className="flex flex-col gap-5">
      <TextField label="Subject" hint={SUBJECT_HINT} autoComplete="off" {...field('subject')} />
      <LongTextField label="Message" hint={MESSAGE_HINT} rows={6} {...field('message')} />
      {onCancel ? (
        <>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <DialogActions onCancel={onCancel} label={SEND.label} busyLabel={SEND.busyLabel} busy={send.isPending} />
        </>
      ) : (
        <FormEnd failure={failure} pending={send.isPending} label={SEND.label} pendingLabel={SEND.busyLabel} />
      )}
    </form>
  );
}
