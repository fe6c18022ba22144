import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';

/** Asks before every session ends, this one too; a refusal is said here and the person stays signed in. */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOutEverywhere();
  const failure = failureMessage(signOut.error);
  const close = () => {
    if (signOut.isPending) return;
    signOut.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Sign out everywhere?"
      description="You will be signed out on every device, this one included, and need your password to sign in again."
    >
      <div className="flex flex-col gap-4">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <DialogActions onCancel={close} label={SIGN_OUT_EVERYWHERE} busyLabel="Signing out..." busy={signOut.isPending} onConfirm={() => signOut.mutate()} />
      </div>
    </Dialog>
  );
}
