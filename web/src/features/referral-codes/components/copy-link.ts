import { notify } from '#web/lib/toast.tsx';

const COPY_FAILED_MESSAGE = 'Failed to copy code';

/** Copies a referral link and says so: "Copied {app} referral link!", or "Failed to copy code" (user-side.md §8). */
export async function copyReferralLink(appName: string, link: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available here');
    await navigator.clipboard.writeText(link);
    notify.success(`Copied ${appName} referral link!`);
  } catch {
    notify.error(COPY_FAILED_MESSAGE);
  }
}
