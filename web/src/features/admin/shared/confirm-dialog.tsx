import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question, read out when the dialog opens. */
  question: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that changes what users see; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ open, title, question, confirmLabel, busyLabel, busy, destructive, onConfirm, onCancel }: ConfirmDialogProps) {
  // Cancel comes first in the DOM, so the dialog focuses it on opening.
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} title={title} description={question}>
      <DialogActions
        onCancel={onCancel}
        label={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        onConfirm={onConfirm}
        variant={destructive ? 'danger' : 'primary'}
      />
    </Dialog>
  );
}
