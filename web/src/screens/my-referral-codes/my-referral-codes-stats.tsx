import type { RewardFields } from '#contract/apps/rules.ts';
import { Tooltip } from '#web/components/tooltip.tsx';
import { potentialPerApp } from '#web/features/apps/logic/potential-per-app.ts';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';

function InfoIcon() {
  return (
    <SolidIcon name="info" />
  );
}

/** The two stat cards: how many links are shared, and what one referral is worth on average. */
export function MyAppsStats({ linkCount, apps }: { linkCount: number; apps: readonly RewardFields[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl border border-neutral-200 bg-surface p-5 shadow-sm">
        <dt className="text-sm font-semibold text-neutral-600">Links active</dt>
        <dd className="mt-1 text-3xl font-bold text-neutral-900">{linkCount}</dd>
      </div>
      <div className="rounded-xl border border-neutral-200 bg-surface p-5 shadow-sm">
        <dt className="flex items-center gap-1 text-sm font-semibold text-neutral-600">
          Potential Per App
          <Tooltip content="The average referrer reward across your apps, for one referral each.">
            <button type="button" className="rounded-full p-0.5 text-neutral-500 hover:text-neutral-800">
              <InfoIcon />
              <span className="sr-only">About Potential Per App</span>
            </button>
          </Tooltip>
        </dt>
        <dd className="mt-1 text-3xl font-bold text-success-800">{potentialPerApp(apps)}</dd>
      </div>
    </dl>
  );
}
