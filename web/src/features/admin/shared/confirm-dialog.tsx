import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/cn.ts';

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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} className={cn(destructive && 'bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:bg-red-400')}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
