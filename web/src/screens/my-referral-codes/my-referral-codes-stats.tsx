import type { RewardFields } from '#contract/apps/rules.ts';
import { Tooltip } from '#web/components/tooltip.tsx';
import { potentialPerApp } from '#web/features/apps/logic/potential-per-app.ts';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';
import { ICON_TARGET } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

function InfoIcon() {
  return <SolidIcon name="info" />;
}

/** The two stat cards: how many links are shared, and what one referral is worth on average. */
export function MyAppsStats({ linkCount, apps }: { linkCount: number; apps: readonly RewardFields[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border border-neutral-200 bg-surface p-3 shadow-sm sm:p-5">
        <dt className="text-sm font-semibold text-neutral-600">Links active</dt>
        <dd className="mt-1 text-2xl font-bold text-neutral-900 sm:text-3xl">{linkCount}</dd>
      </div>
      <div className="rounded-xl border border-neutral-200 bg-surface p-3 shadow-sm sm:p-5">
        <dt className="flex items-center gap-1 text-sm font-semibold text-neutral-600">
          Potential Per App
          <Tooltip content="The average referrer reward across your apps, for one referral each.">
            <button type="button" className={cn(ICON_TARGET, '-my-3 text-neutral-500 hover:text-neutral-800')}>
              <InfoIcon />
              <span className="sr-only">About Potential Per App</span>
            </button>
          </Tooltip>
        </dt>
        <dd className="mt-1 text-2xl font-bold text-success-800 sm:text-3xl">{potentialPerApp(apps)}</dd>
      </div>
    </dl>
  );
}
