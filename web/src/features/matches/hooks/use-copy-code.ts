import { useCallback } from 'react';
import { notify } from '#web/lib/toast.tsx';

/** Copies a referral code and says so (user-side.md §8): "Copied {app} referral code!" or "Failed to copy code". */
export function useCopyCode(): (appName: string, code: string) => Promise<void> {
  return useCallback(async (appName: string, code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(`Copied ${appName} referral code!`);
    } catch {
      notify.error('Failed to copy code');
    }
  }, []);
}
