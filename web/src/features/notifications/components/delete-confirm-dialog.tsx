import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** user-side.md §5, word for word. */
function deleteConfirmText(count: number): string {
  return `Are you sure you want to delete ${count} notification(s)? This action cannot be undone.`;
}

type DeleteConfirmDialogProps = { count: number | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

/**
 * The bulk delete confirmation: a modal <dialog>, which keeps focus inside, closes on Escape and
 * gives focus back to the button that opened it. Open while `count` is set.
 */
export function DeleteConfirmDialog({ count, busy, onCancel, onConfirm }: DeleteConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = count !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="delete-notifications-title"
      aria-describedby="delete-notifications-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-surface p-6 text-neutral-900 shadow-xl backdrop:bg-black/50 motion-safe:animate-enter motion-safe:backdrop:animate-fade-in"
    >
      <h2 id="delete-notifications-title" className="text-lg font-bold text-neutral-900">
        Delete notifications
      </h2>
      <p id="delete-notifications-text" className="mt-2 text-neutral-700">
        {count !== null && deleteConfirmText(count)}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </dialog>
  );
}
