import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { useDeleteReferralCode } from '../api/delete-referral-code.ts';

type DeleteCodeDialogProps = { code: ReferralCode | null; onClose: () => void; onDeleted: (code: ReferralCode) => void };

/**
 * "Delete Referral Code" (user-side.md §2). The session layer toasts the server's success message
 * and any failure, so nothing is said twice here; a failure leaves the dialog open.
 */
export function DeleteCodeDialog({ code, onClose, onDeleted }: DeleteCodeDialogProps) {
  const remove = useDeleteReferralCode();

  async function confirm() {
    if (!code) return;
    try {
      await remove.mutateAsync(code.id);
      onClose();
      onDeleted(code);
    } catch {
      // Already toasted by the session layer.
    }
  }

  return (
    <Dialog
      open={code !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete Referral Code"
      description={code && `Are you sure you want to delete this referral code for ${code.app_name}? This action cannot be undone.`}
    >
      {code && (
        <div className="flex flex-col gap-5">
          <p className="rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3 font-mono text-base font-semibold break-all text-neutral-900">
            {code.code}
          </p>
          <DialogActions onCancel={onClose} label="Delete" busyLabel="Deleting..." busy={remove.isPending} onConfirm={() => void confirm()} variant="danger" />
        </div>
      )}
    </Dialog>
  );
}
