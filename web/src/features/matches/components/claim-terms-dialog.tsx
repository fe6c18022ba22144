import { useId, useState, type ReactNode } from 'react';
import type { AppBrief } from '#contract/apps/schema.ts';
import { DEFAULT_WAITING_PERIOD_DAYS, refereeRewardRange } from '#contract/apps/rules.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { formatLongDate } from '#contract/shared/dates.ts';
import { formatPence, formatPenceRange } from '#contract/shared/money.ts';
import { FREE_PLAN_MATCHES } from '#contract/subscription/rules.ts';
import { useMe } from '#web/api/me.ts';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { needsUpgradeToClaim } from '../logic/claim-outcome.ts';

type ClaimTermsDialogProps = {
  /** The offer about to be claimed; null when the dialog is closed. */
  offer: AvailableReferralCode | null;
  /** A Free member with paid features on: the claim uses one of the plan's matches. */
  usesPlanMatch: boolean;
  onClaim: (offer: AvailableReferralCode) => void;
  onClose: () => void;
};

/** What must be done for the reward, in the order a person does it. */
function stepsForReward(offer: AvailableReferralCode): string[] {
  const app = offer.app.name;
  const waiting = offer.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS;
  return [
    `Sign up to ${app} with ${offer.owner.username}’s code, then mark the sign-up complete here within ${offer.claim_expiry_days} days, or the claim expires.`,
    ...(offer.qualifying_spend_amount_pence ? [`Make a qualifying spend of at least ${formatPence(offer.qualifying_spend_amount_pence)}.`] : []),
    waiting === 0 ? 'The reward is usually paid as soon as you qualify.' : `The reward usually arrives within ${waiting} days of qualifying.`,
    ...(offer.expiry_date ? [`${app}’s offer ends on ${formatLongDate(offer.expiry_date)}.`] : []),
  ];
}

/**
 * Read before the claim: the reward, what must be done to get it (the sign-up and its deadline, the
 * qualifying spend, the wait) and the app's terms, so nobody signs up without having seen them.
 */
function ClaimTermsDialog({ offer, usesPlanMatch, onClaim, onClose }: ClaimTermsDialogProps) {
  const stepsId = useId();
  const termsId = useId();
  if (!offer) return null;
  const reward = refereeRewardRange(offer.app);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Claim ${offer.app.name}?`}
      description={
        reward.maxPence > 0 ? `You get ${formatPenceRange(reward)} from ${offer.app.name} if you qualify.` : `${offer.app.name} pays no sign-up reward.`
      }
    >
      <div className="flex flex-col gap-4 text-sm text-neutral-800">
        <section aria-labelledby={stepsId}>
          <h3 id={stepsId} className="font-semibold text-neutral-900">
            To get it
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {stepsForReward(offer).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={termsId}>
          <h3 id={termsId} className="font-semibold text-neutral-900">
            {offer.app.name}’s terms
          </h3>
          <p className="mt-1 whitespace-pre-line">
            {offer.terms_conditions?.trim() || `${offer.app.name} has published no further terms here: read its own terms when you sign up.`}
          </p>
        </section>
        {usesPlanMatch && <p className="font-medium text-neutral-900">This uses 1 of your {FREE_PLAN_MATCHES} matches.</p>}
      </div>
      <DialogActions onCancel={onClose} label="Claim Offer" busyLabel="Claiming..." busy={false} onConfirm={() => onClaim(offer)} />
    </Dialog>
  );
}

/**
 * Claiming from an offer with its terms read first: `ask` opens the dialog (or, at the plan's limit,
 * goes straight to `onClaim`, which offers the upgrade: nothing could be claimed), and the dialog's
 * Claim Offer claims. Render `dialog` beside the offers.
 */
export function useClaimWithTerms(onClaim: (app: AppBrief) => void): { ask: (offer: AvailableReferralCode) => void; dialog: ReactNode } {
  const { data: user } = useMe();
  const [confirming, setConfirming] = useState<AvailableReferralCode | null>(null);
  const ask = (offer: AvailableReferralCode) => (user && needsUpgradeToClaim(user) ? onClaim(offer.app) : setConfirming(offer));
  const dialog = (
    <ClaimTermsDialog
      offer={confirming}
      usesPlanMatch={user?.paid_features_enabled === true && user.subscription_status !== 'PREMIUM'}
      onClose={() => setConfirming(null)}
      onClaim={(offer) => {
        setConfirming(null);
        onClaim(offer.app);
      }}
    />
  );
  return { ask, dialog };
}
