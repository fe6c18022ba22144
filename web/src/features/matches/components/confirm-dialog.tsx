import type { ReactNode } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be taken back; focus starts on the way out. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? 'Saving...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
