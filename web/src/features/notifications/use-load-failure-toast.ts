import { useEffect } from 'react';
import { NOTIFICATION_TOASTS } from '../../api/notifications/messages.ts';
import { toastFailure } from '../../api/notifications/mutation-helpers.ts';

/** "Failed to load notifications", once per failed load (not when the session ended). */
export function useLoadFailureToast(error: Error | null, failedAt: number): void {
  useEffect(() => {
    if (error) toastFailure(error, NOTIFICATION_TOASTS.loadFailed);
  }, [error, failedAt]);
}
