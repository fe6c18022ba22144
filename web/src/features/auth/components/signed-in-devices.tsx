import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { SkeletonList } from '#web/components/ui/skeleton.tsx';
import { useSessions } from '../api/sessions.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { SessionList } from './session-list.tsx';
import { SIGN_OUT_EVERYWHERE, SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';

/**
 * The Security tab's "Where you’re signed in": each session of the account, a way to end all the
 * others (this device carries on), and, smaller and behind a question, a way to end every one.
 */
export function SignedInDevices() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  // The button goes once the others have: focus goes to the sentence in its place, not to the page's start.
  // Once only: a password change that later leaves this device alone should not move focus.
  const aloneRef = useRef<HTMLParagraphElement>(null);
  const { isSuccess: signedOutOthers, reset: forgetSignOut } = signOutOthers;
  useEffect(() => {
    if (!signedOutOthers || others > 0) return;
    aloneRef.current?.focus();
    forgetSignOut();
  }, [signedOutOthers, others, forgetSignOut]);

  return (
    <section aria-labelledby={headingId} className="max-w-lg border-t border-neutral-200 pt-6">
      <h2 id={headingId} className="text-lg font-bold text-neutral-900">
        Where you’re signed in
      </h2>
      <div className="mt-3">
        {sessions.isPending ? (
          <SkeletonList label="Loading where you’re signed in..." rows={2} compact logo={false} />
        ) : sessions.isError ? (
          <LoadFailed onRetry={() => void sessions.refetch()}>The list of devices could not be loaded.</LoadFailed>
        ) : (
          <SessionList sessions={sessions.data} labelledBy={headingId} />
        )}
      </div>
      <div className="mt-4 flex flex-col items-start gap-3">
        {others > 0 ? (
          <Button variant="secondary" disabled={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
            {signOutOthers.isPending ? 'Signing out...' : 'Sign out of all other devices'}
          </Button>
        ) : (
          sessions.isSuccess && (
            <p ref={aloneRef} tabIndex={-1} className="text-sm text-neutral-600 focus:outline-none">
              You are not signed in on any other device.
            </p>
          )
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="-mx-2 min-h-11 rounded-md px-2 py-1 text-sm font-semibold text-danger-700 underline-offset-4 hover:bg-danger-50 hover:text-danger-800 hover:underline sm:pointer-fine:min-h-9"
        >
          {SIGN_OUT_EVERYWHERE}
        </button>
      </div>
      <SignOutEverywhereDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}
