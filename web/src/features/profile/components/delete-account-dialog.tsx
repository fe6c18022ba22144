import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { FieldLabel } from '#web/components/ui/field-notes.tsx';

const CONFIRMATION_WORD = 'DELETE';
const TYPE_TO_CONFIRM = 'Please type DELETE to confirm';

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const inputId = useId();
  const hintId = useId();
  const confirmed = typed === CONFIRMATION_WORD;
  const failure = failureMessage(remove.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmed) remove.mutate();
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={remove.isPending} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={inputId}>Type {CONFIRMATION_WORD} to confirm</FieldLabel>
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="block w-full rounded-lg border border-neutral-500 bg-surface px-3 py-2.5 text-base text-neutral-900 shadow-sm hover:border-neutral-600 focus-visible:outline-offset-0"
        />
        <p id={hintId} className="text-sm text-neutral-600">
          {confirmed ? 'Ready: this will delete your account.' : TYPE_TO_CONFIRM}
        </p>
      </div>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <DialogActions onCancel={onCancel} label="Delete Account" busyLabel="Deleting..." busy={remove.isPending} disabled={!confirmed} variant="danger" />
    </form>
  );
}

/** Asks for DELETE typed exactly before the account goes; success signs out and goes to '/'. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete Account"
      description="Your referral codes, apps and notifications will be removed and matches in progress cancelled. This cannot be undone."
    >
      <DeleteAccountForm onCancel={onClose} />
    </Dialog>
  );
}
