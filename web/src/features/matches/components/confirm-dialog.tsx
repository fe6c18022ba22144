import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';

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
      <DialogActions onCancel={onClose} cancelLabel={cancelLabel} label={confirmLabel} busyLabel="Saving..." busy={busy} onConfirm={onConfirm} />
    </Dialog>
  );
}
