import { PlanComparison } from './panel/plan-comparison.tsx';
import { PlanDataState } from './panel/plan-data-state.tsx';
import { UpgradeActions } from './panel/upgrade-actions.tsx';
import { usePlanData } from './panel/use-plan-data.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DIALOG_FOOTER, Dialog } from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/cn.ts';

type UpgradeDialogProps = { open: boolean; onClose: () => void };

function UpgradeDialogBody({ onClose }: { onClose: () => void }) {
  const { data, failed, retry } = usePlanData();
  if (!data) return <PlanDataState failed={failed} retry={retry} />;
  const { status, pricing } = data;

  if (status.subscription_status === 'PREMIUM') {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-neutral-800">You have Premium: your matches are unlimited.</p>
        <Button onClick={onClose}>Close</Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-neutral-800">
        {status.matches_remaining === 0 && status.matches_limit !== null
          ? `You have used all ${status.matches_limit} matches of the Free plan. Upgrade to Premium for unlimited matches.`
          : 'Premium gives you unlimited matches, priority matching and more.'}
      </p>
      {/* The way up comes before what it buys, so a phone shows it without scrolling. */}
      <UpgradeActions pricing={pricing} onUpgraded={onClose} />
      <PlanComparison plans={pricing.plans} status={status} />
      <div className={cn('flex justify-end border-t border-neutral-200', DIALOG_FOOTER)}>
        <Button variant="ghost" onClick={onClose}>
          Maybe later
        </Button>
      </div>
    </div>
  );
}

/**
 * The upgrade modal (user-side.md §2 Shared pieces), for when a Free account reaches its limit or
 * a claim answers 402. Upgrading switches the plan, fetches the status again and closes it.
 */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Upgrade to Premium" size="lg">
      <UpgradeDialogBody onClose={onClose} />
    </Dialog>
  );
}
