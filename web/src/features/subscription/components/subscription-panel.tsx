import { useId, useState } from 'react';
import { notify } from '#web/lib/toast.tsx';
import { PlanComparison } from './panel/plan-comparison.tsx';
import { PlanDataState } from './panel/plan-data-state.tsx';
import { PlanSummary } from './panel/plan-summary.tsx';
import { MANAGE_COMING_SOON } from './panel/texts.ts';
import { UpgradeActions } from './panel/upgrade-actions.tsx';
import { usePlanData } from './panel/use-plan-data.ts';
import { WhyUpgrade } from './panel/why-upgrade.tsx';
import { Button } from '#web/components/ui/button.tsx';

/**
 * The subscription panel (user-side.md §2 Shared pieces): Free or Premium, matches used, the plan
 * comparison and "Why upgrade", all from the status and pricing calls. With paid features off it
 * says plans are not in use and shows none of them.
 */
export function SubscriptionPanel() {
  const { data, failed, retry } = usePlanData();
  const [upgradeNote, setUpgradeNote] = useState<string | null>(null);
  const comparisonId = useId();

  if (!data) return <PlanDataState failed={failed} retry={retry} />;
  const { status, pricing } = data;

  if (!status.paid_features_enabled) {
    return <p className="text-neutral-700">Plans are not in use at the moment: every account has unlimited matches.</p>;
  }
  const premium = status.subscription_status === 'PREMIUM';

  return (
    <div className="flex flex-col gap-6">
      <PlanSummary status={status} />
      {upgradeNote && (
        <p role="status" className="text-sm text-neutral-700">
          {upgradeNote}
        </p>
      )}
      {premium ? (
        <div>
          <Button variant="secondary" onClick={() => notify.info(MANAGE_COMING_SOON)}>
            Manage Subscription
          </Button>
        </div>
      ) : (
        <UpgradeActions pricing={pricing} onUpgraded={(result) => setUpgradeNote(result.payment.note)} />
      )}
      <section aria-labelledby={comparisonId} className="flex flex-col gap-4">
        <h2 id={comparisonId} className="text-xl font-bold text-neutral-900">
          Compare plans
        </h2>
        <PlanComparison plans={pricing.plans} status={status} />
      </section>
      <WhyUpgrade proposition={pricing.value_proposition} />
    </div>
  );
}
