import { useEffect } from 'react';
import { endedSession } from '#web/api/session.ts';
import { notify } from '#web/lib/toast.tsx';

/** Toasts `message` when a query fails, unless the session already ended (the admin is sent to sign in). */
export function useFailureToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error && !endedSession(error)) notify.error(message);
  }, [error, message]);
}
