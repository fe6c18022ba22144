import { DEFAULT_MAX_USES } from '#contract/referral-codes/rules.ts';
import { useCreateReferralCode } from '../api/create-referral-code.ts';
import { notify } from '#web/lib/toast.tsx';
import { LINK_ADDED_MESSAGE, saveLinkFailureMessage } from './save-link-messages.ts';

/**
 * Shares a link for one app. There is no update on the server: a second code for an app is refused
 * (409), which is where editing an existing link ends, as the spec says.
 */
export function useSaveLink() {
  // This screen words its failures itself.
  const create = useCreateReferralCode({ errorToast: false });

  async function saveLink({ appId, link }: { appId: string; link: string }): Promise<boolean> {
    try {
      await create.mutateAsync({ app_id: appId, referral_link: link, max_uses: DEFAULT_MAX_USES });
      notify.success(LINK_ADDED_MESSAGE);
      return true;
    } catch (error) {
      const message = saveLinkFailureMessage(error);
      if (message) notify.error(message);
      return false;
    }
  }

  return { saveLink, saving: create.isPending };
}
