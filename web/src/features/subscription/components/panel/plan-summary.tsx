import type { SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { formatPlanDate, freePlanCounterText } from './texts.ts';

function UsageBar({ used, limit }: { used: number; limit: number }) {
  const share = Math.min(1, used / limit);
  return (
    <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-neutral-200">
      <div className={share >= 1 ? 'h-full bg-danger-600' : 'h-full bg-brand-600'} style={{ width: `${share * 100}%` }} />
    </div>
  );
}

/** The person's plan now: Free with its counter, or Premium with its end date. */
export function PlanSummary({ status }: { status: SubscriptionStatusResponse }) {
  const premium = status.subscription_status === 'PREMIUM';
  const counter = freePlanCounterText(status);

  return (
    <div className="rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
      <p className="text-sm font-medium text-neutral-600">Your plan</p>
      <p className="mt-1 text-2xl font-bold text-neutral-900">{premium ? 'Premium' : 'Free'}</p>
      {premium && (
        <p className="mt-2 text-neutral-700">
          {status.subscription_expires_at ? `Premium until ${formatPlanDate(status.subscription_expires_at)}.` : 'Premium with no end date.'} Unlimited matches;
          you have used {status.matches_used}.
        </p>
      )}
      {!premium && counter && status.matches_limit !== null && (
        <>
          <p className="mt-2 font-medium text-neutral-800">{counter}</p>
          <UsageBar used={status.matches_used} limit={status.matches_limit} />
        </>
      )}
    </div>
  );
}
