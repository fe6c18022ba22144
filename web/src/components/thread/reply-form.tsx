import type { z } from 'zod';
import { failureMessage } from '#web/api/failure-message.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { LongTextField } from '#web/components/ui/long-text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';

type ThreadReplyFormProps = {
  /** The contract's schema of the message, which the server checks too. */
  schema: z.ZodType<{ message: string }, { message: string }>;
  hint: string;
  /** The toast once it is sent. */
  sentMessage: string;
  /** Sends the message; settles when the server has answered. */
  send: (message: string) => Promise<unknown>;
  pending: boolean;
  /** The last failure, said above the button. */
  error: unknown;
};

/** "Your reply" under a thread: checked with the server's schema, emptied once sent (the thread then shows it). */
export function ThreadReplyForm({ schema, hint, sentMessage, send, pending, error }: ThreadReplyFormProps) {
  const { field, handleSubmit, reset } = useSchemaForm(schema, { message: '' });
  const onSubmit = handleSubmit(async ({ message }) => {
    // A refusal is said above the button (`error`), so it needs nothing here.
    await send(message).then(
      () => {
        reset();
        notify.success(sentMessage);
      },
      () => {},
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending} className="flex flex-col gap-4">
      <LongTextField label="Your reply" hint={hint} {...field('message')} />
      <FormEnd failure={failureMessage(error)} pending={pending} label="Send reply" pendingLabel="Sending..." />
    </form>
  );
}
