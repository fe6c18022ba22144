import type { AdminSupportRequest } from '#contract/admin/support/schema.ts';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useUpdateSupportRequest } from './api/support-changes.ts';
import { failureText } from '../shared/failure-text.ts';

/** Close a request (the member can still read it, but not write), or reopen a closed one; either takes it out of the list shown. */
export function SupportStatusButton({ request, onGone }: { request: Pick<AdminSupportRequest, 'id' | 'status'>; onGone?: () => void }) {
  const update = useUpdateSupportRequest();
  const closing = request.status !== 'CLOSED';
  const words = closing
    ? {
        note: 'Closing ends the conversation: the member can read it but no longer write in it.',
        label: 'Close request',
        done: 'Request closed',
        failed: 'Failed to close the request',
      }
    : {
        note: 'Reopening puts it back in the queue, waiting for an answer.',
        label: 'Reopen request',
        done: 'Request reopened',
        failed: 'Failed to reopen the request',
      };

  async function change() {
    try {
      await update.mutateAsync({ id: request.id, body: { status: closing ? 'CLOSED' : 'OPEN' } });
      notify.success(words.done);
      onGone?.();
    } catch (error) {
      if (!endedSession(error)) notify.error(failureText(error, words.failed));
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-neutral-700">{words.note}</p>
      <Button variant="secondary" disabled={update.isPending} onClick={() => void change()}>
        {update.isPending ? 'Saving...' : words.label}
      </Button>
    </div>
  );
}
