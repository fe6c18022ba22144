import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MAX_USES } from '#contract/referral-codes/rules.ts';
import { createReferralCode } from '#web/features/referral-codes/api/create-referral-code.ts';
import { referralCodesQueryKey, userAppsQueryKey } from '#web/api/query-keys.ts';
import { createUserApp } from '#web/features/apps/api/create-user-app.ts';
import { notify } from '#web/lib/toast.tsx';
import type { Choice } from './onboarding-state.ts';
import { SAVE_FAILED_MESSAGE, emptySaveProgress, saveChoices, type SaveOutcome } from './save-choices.ts';
import { invalidate } from '#web/api/invalidate.ts';

// This screen words a failed save itself, once for all the calls.
const ownWords = { errorToast: false } as const;

/**
 * Saves onboarding's apps (owns: true) and links (max_uses 5). What reached the server is
 * remembered for as long as the screen is open, so "try again" saves only what is missing.
 */
export function useSaveChoices() {
  const queryClient = useQueryClient();
  const progress = useRef(emptySaveProgress());
  const [saving, setSaving] = useState(false);

  async function save(choices: readonly Choice[]): Promise<SaveOutcome> {
    setSaving(true);
    const outcome = await saveChoices(choices, progress.current, {
      addApp: (appId) => createUserApp({ app_id: appId, owns: true }, ownWords),
      addCode: (appId, link, code) =>
        createReferralCode({ app_id: appId, referral_link: link, max_uses: DEFAULT_MAX_USES, ...(code ? { code } : {}) }, ownWords),
    });
    if (outcome !== 'signed-out') {
      await invalidate(queryClient, userAppsQueryKey, referralCodesQueryKey);
    }
    if (outcome === 'failed') notify.error(SAVE_FAILED_MESSAGE);
    setSaving(false);
    return outcome;
  }

  return { save, saving };
}
