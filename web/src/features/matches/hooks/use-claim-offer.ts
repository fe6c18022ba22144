import { createElement, useCallback, useState } from 'react';
import type { AppSummary } from '#contract/apps/schema.ts';
import type { ClaimRecord } from '#contract/matches/schema.ts';
import { useMe } from '#web/api/me.ts';
import { useClaimApp } from '../api/claim-app.ts';
import { endedSession } from '#web/api/session.ts';
import { notify } from '#web/lib/toast.tsx';
import { claimFailureMessage, isUpgradeRequired, needsUpgradeToClaim } from '../logic/claim-outcome.ts';
import { EligibilityDialog } from '../components/eligibility-dialog.tsx';

type ClaimedApp = Pick<AppSummary, 'id' | 'name'>;

type ClaimOfferOptions = {
  /** The plan limit stops the claim: the upgrade dialog opens. */
  onUpgradeNeeded: () => void;
  onClaimed: (record: ClaimRecord) => void;
};

/**
 * Claiming an offer with the words of user-side.md §8: the success toast, the upgrade dialog for a
 * Free account at its limit (before asking, and on any 402), otherwise the server's detail or
 * "Failed to claim referral". A 409 for want of codes leaves the person waiting for the app. A
 * member who has not confirmed they are 18 or over and live in the UK is asked first
 * (`eligibilityDialog`, to render beside the offers), once.
 */
export function useClaimOffer({ onUpgradeNeeded, onClaimed }: ClaimOfferOptions) {
  const { data: user } = useMe();
  const claim = useClaimApp();
  const { mutate } = claim;
  // The claim waiting on the member's answer to "18 or over, living in the UK".
  const [askingFor, setAskingFor] = useState<ClaimedApp | null>(null);

  const claimNow = useCallback(
    (app: ClaimedApp) => {
      mutate(app.id, {
        onSuccess: (record) => {
          notify.success(`Successfully claimed referral offer for ${record.app_name}! Check your instructions below.`);
          onClaimed(record);
        },
        onError: (error) => {
          if (endedSession(error)) return;
          if (isUpgradeRequired(error)) onUpgradeNeeded();
          else notify.error(claimFailureMessage(error));
        },
      });
    },
    [mutate, onUpgradeNeeded, onClaimed],
  );

  const claimOffer = useCallback(
    (app: ClaimedApp) => {
      if (user && needsUpgradeToClaim(user)) onUpgradeNeeded();
      else if (user && user.eligibility_confirmed_at === null) setAskingFor(app);
      else claimNow(app);
    },
    [user, onUpgradeNeeded, claimNow],
  );

  const eligibilityDialog = createElement(EligibilityDialog, {
    appName: askingFor?.name ?? null,
    onClose: () => setAskingFor(null),
    onConfirmed: () => {
      if (askingFor) claimNow(askingFor);
      setAskingFor(null);
    },
  });

  return { claimOffer, claimingAppId: claim.isPending ? (claim.variables ?? null) : null, eligibilityDialog };
}
