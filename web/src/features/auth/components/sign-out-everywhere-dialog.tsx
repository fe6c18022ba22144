import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out...' : SIGN_OUT_EVERYWHERE}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
