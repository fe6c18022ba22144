import type { z } from 'zod';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { failureText } from './failure-text.ts';
import { TextareaField } from './form-controls.tsx';

type ThreadMessageFormProps = {
  /** The contract's schema of the message, which the server checks too. */
  schema: z.ZodType<{ message: string }, { message: string }>;
  label: string;
  hint: string;
  maxLength: number;
  /** The button's words; the toasts once sent and when it fails. */
  submitLabel: string;
  sent: string;
  failed: string;
  send: (body: { message: string }) => Promise<unknown>;
  pending: boolean;
};

/** The team writes in a thread (a report's, a support request's); the toast says how it went. */
export function ThreadMessageForm({ schema, label, hint, maxLength, submitLabel, sent, failed, send, pending }: ThreadMessageFormProps) {
  const form = useSchemaForm(schema, { message: '' });

  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
      notify.success(sent);
      form.reset();
    } catch (error) {
      if (!endedSession(error)) notify.error(failureText(error, failed));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending} className="flex flex-col gap-4">
      <TextareaField
        label={label}
        hint={hint}
        rows={4}
        maxLength={maxLength}
        error={form.formState.errors.message?.message}
        {...form.register('message', { onChange: () => form.clearErrors('message') })}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
