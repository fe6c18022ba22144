import type { SampleOffer } from '#contract/apps/offer-sample.ts';
import { refereeRewardRange, referrerRewardRange } from '#contract/apps/rules.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { Tooltip } from '#web/components/tooltip.tsx';
import { formatPenceRange } from '#contract/shared/money.ts';
import { CATEGORY_LABELS } from '#web/features/apps/logic/catalogue-figures.ts';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';
import { ICON_TARGET } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

function rewardText(range: { minPence: number; maxPence: number }): string | null {
  return range.maxPence > 0 ? formatPenceRange(range) : null;
}

function ConditionsButton({ appName, conditions }: { appName: string; conditions: string }) {
  return (
    <Tooltip content={conditions}>
      <button
        type="button"
        aria-label={`Conditions for ${appName}`}
        className={cn(ICON_TARGET, 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900')}
      >
        <SolidIcon name="info" />
      </button>
    </Tooltip>
  );
}

/** One catalogue offer: what a new customer gets, what the referrer gets, and the conditions on hover or focus. */
export function OfferCard({ offer: { app, conditions } }: { offer: SampleOffer }) {
  const signUp = rewardText(refereeRewardRange(app));
  const referrer = rewardText(referrerRewardRange(app));

  return (
    <li className="flex items-start gap-3 py-3 sm:rounded-2xl sm:border sm:border-neutral-200 sm:bg-surface sm:p-4 sm:shadow-sm">
      <AppLogo name={app.name} logoUrl={app.logo_url} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-neutral-900">{app.name}</h3>
        <p className="text-sm text-neutral-600">{CATEGORY_LABELS[app.category]}</p>
        <p className="text-sm text-neutral-800 sm:mt-2">
          You get <strong className="text-base text-success-800">{signUp}</strong>
        </p>
        <p className="text-sm text-neutral-700">{referrer ? `Referrer gets ${referrer}` : 'No referrer bonus'}</p>
      </div>
      {conditions && <ConditionsButton appName={app.name} conditions={conditions} />}
    </li>
  );
}
