import { useState } from 'react';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useRestoreCode } from './api/restore-code.ts';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { failureText } from '../shared/failure-text.ts';

const RESTORE_FAILED = 'Failed to restore the code';

/** Restore code: asks first, then puts a paused code back on offer. */
export function RestoreCodeButton({ codeId, code, appName }: { codeId: string; code: string | null; appName: string }) {
  const restore = useRestoreCode();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    // The button goes once the code is back on offer, so the outcome is said whatever is still on screen.
    restore
      .mutateAsync(codeId)
      .then(
        () => notify.success('Code restored: it is on offer again'),
        (error: unknown) => {
          if (!endedSession(error)) notify.error(failureText(error, RESTORE_FAILED));
        },
      )
      .finally(() => setConfirming(false));
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Restore code
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Restore this code?"
        question={
          <>
            The {appName} code <span className="font-semibold break-all">{code ?? ''}</span> goes back on offer, and people can claim it again.
          </>
        }
        confirmLabel="Restore code"
        busyLabel="Restoring..."
        busy={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
