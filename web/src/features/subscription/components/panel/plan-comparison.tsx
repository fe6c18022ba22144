import type { Plan, SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';

function Tick() {
  return <SolidIcon name="tick" className="mt-0.5 size-4 shrink-0 text-success-700" />;
}

function Cross() {
  return <SolidIcon name="close" className="mt-0.5 size-4 shrink-0 text-neutral-500" />;
}

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const premium = plan.id === 'PREMIUM';
  return (
    <li className={cn('flex flex-col rounded-2xl border bg-surface p-5 shadow-sm', premium ? 'border-brand-300 ring-1 ring-brand-200' : 'border-neutral-200')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-neutral-900">{plan.name}</h3>
        {current && <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">Current plan</span>}
      </div>
      <p className="mt-2 text-neutral-900">
        <span className="text-3xl font-bold tracking-tight">{plan.price}</span>
        {plan.interval && <span className="text-neutral-600"> per {plan.interval}</span>}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-neutral-800">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Tick />
            <span>{feature}</span>
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex gap-2 text-neutral-600">
            <Cross />
            <span>
              <span className="sr-only">Limitation: </span>
              {limitation}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The plans side by side, the person's own marked "Current plan". */
export function PlanComparison({ plans, status }: { plans: Plan[]; status?: SubscriptionStatusResponse }) {
  return (
    <ul aria-label="Plans" className="grid gap-4 sm:grid-cols-2">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} current={status?.subscription_status === plan.id} />
      ))}
    </ul>
  );
}
