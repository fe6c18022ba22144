import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** The Danger Zone tab: deleting the account, behind a confirmation dialog. */
export function DangerZone() {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="max-w-lg rounded-2xl border border-danger-200 bg-danger-50 p-5">
      <h2 className="text-lg font-bold text-danger-900">Delete Account</h2>
      <p className="mt-2 text-neutral-800">
        Deleting your account removes your referral codes, apps and notifications, and cancels matches in progress. Finished matches stay in the other person’s
        history. This cannot be undone.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
