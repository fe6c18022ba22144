import { useState } from 'react';
import type { AdminUserDetails } from '#contract/admin/users/schema.ts';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { failureText } from '../shared/failure-text.ts';
import { formatDate } from '../shared/format.ts';
import { useResetSecondFactor } from './api/reset-second-factor.ts';

const RESET_FAILED = 'Failed to reset two-factor authentication';

/**
 * An administrator's second factor: whether it is on, and for another administrator who has lost
 * both their phone and their recovery codes, a way to reset it (docs/decisions/admin.md).
 */
export function SecondFactorSection({ user }: { user: AdminUserDetails }) {
  const reset = useResetSecondFactor();
  const [confirming, setConfirming] = useState(false);
  const since = user.second_factor_enabled_at;

  function confirm() {
    reset
      .mutateAsync(user.id)
      .then(
        (answer) => notify.success(answer.detail),
        (error: unknown) => {
          if (!endedSession(error)) notify.error(failureText(error, RESET_FAILED));
        },
      )
      .finally(() => setConfirming(false));
  }

  if (!since) {
    return <p className="text-sm text-neutral-800">{user.is_self ? 'Off: turn it on in System Settings.' : 'Off.'}</p>;
  }
  if (user.is_self) {
    return (
      <p className="text-sm text-neutral-800">
        On since {formatDate(since)}. If you lose your phone and your recovery codes, another administrator can reset it.
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-neutral-800">On since {formatDate(since)}.</p>
      <Button variant="secondary" className="mt-2" onClick={() => setConfirming(true)}>
        Reset two-factor authentication
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Reset two-factor authentication?"
        question={
          <>
            <span className="font-semibold break-all">{user.username}</span>’s authenticator app and recovery codes stop working, they are signed out everywhere
            and told by e-mail, and they sign in with their password until they set it up again. Reset it only for someone who has lost both, once you know it
            is them asking.
          </>
        }
        confirmLabel="Reset"
        busyLabel="Resetting..."
        busy={reset.isPending}
        destructive
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
