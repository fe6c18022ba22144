import { useEffect } from 'react';
import { NOTIFICATION_TOASTS } from '../api/messages.ts';
import { toastFailure } from '../api/mutation-helpers.ts';

/** "Failed to load notifications", once per failed load (not when the session ended). */
export function useLoadFailureToast(error: Error | null, failedAt: number): void {
  useEffect(() => {
    if (error) toastFailure(error, NOTIFICATION_TOASTS.loadFailed);
  }, [error, failedAt]);
}
