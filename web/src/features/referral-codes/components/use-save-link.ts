import { DEFAULT_MAX_USES } from '#contract/referral-codes/rules.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { useCreateReferralCode } from '../api/create-referral-code.ts';
import { useReplaceReferralLink } from '../api/replace-referral-link.ts';
import { notify } from '#web/lib/toast.tsx';
import { LINK_ADDED_MESSAGE, LINK_REPLACED_MESSAGE, saveLinkFailureMessage } from './save-link-messages.ts';

/**
 * Shares a link for one app, or replaces the link of a code already shared (`codeId`), which puts a
 * paused code back on offer. A second code for an app is refused (409), as the spec says.
 */
export function useSaveLink() {
  // This screen words its failures itself.
  const create = useCreateReferralCode({ errorToast: false });
  const replace = useReplaceReferralLink();

  async function saveLink({ appId, link, code = null, codeId }: { appId: string; link: string; code?: string | null; codeId?: string }): Promise<boolean> {
    try {
      if (codeId) await replace.mutateAsync({ codeId, referral_link: link, ...(code ? { code } : {}) });
      else await create.mutateAsync({ app_id: appId, referral_link: link, max_uses: DEFAULT_MAX_USES, ...(code ? { code } : {}) });
      notify.success(codeId ? LINK_REPLACED_MESSAGE : LINK_ADDED_MESSAGE);
      return true;
    } catch (error) {
      const message = codeId ? failureMessage(error) : saveLinkFailureMessage(error);
      if (message) notify.error(message);
      return false;
    }
  }

  return { saveLink, saving: create.isPending || replace.isPending };
}
