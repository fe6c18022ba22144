import { useId } from 'react';
import type { PricingResponse, UpgradeResponse } from '#contract/subscription/schema.ts';
import { useUpgradeSubscription } from '#web/features/subscription/api/upgrade.ts';
import { notify } from '#web/lib/toast.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CARD_PAYMENTS_COMING_SOON } from './texts.ts';

type UpgradeActionsProps = { pricing: PricingResponse; onUpgraded?: (result: UpgradeResponse) => void };

/**
 * The two ways up: the demonstration upgrade (the upgrade call; the session layer shows
 * "Successfully upgraded to Premium!") and the card payment, which is coming soon.
 */
export function UpgradeActions({ pricing, onUpgraded }: UpgradeActionsProps) {
  const upgrade = useUpgradeSubscription(onUpgraded);
  const noticeId = useId();
  const premium = pricing.plans.find((plan) => plan.id === 'PREMIUM');

  return (
    <div className="flex flex-col gap-3">
      <p id={noticeId} className="rounded-lg border border-warning-300 bg-warning-50 px-3 py-2 text-sm text-warning-950">
        {pricing.payment.notice}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button aria-describedby={noticeId} disabled={upgrade.isPending} onClick={() => upgrade.mutate()}>
          {upgrade.isPending ? 'Upgrading...' : 'Upgrade to Premium'}
        </Button>
        <Button variant="secondary" onClick={() => notify.info(CARD_PAYMENTS_COMING_SOON)}>
          {premium ? `Pay ${premium.price} a ${premium.interval ?? 'month'} by card` : 'Pay by card'}
        </Button>
      </div>
    </div>
  );
}
