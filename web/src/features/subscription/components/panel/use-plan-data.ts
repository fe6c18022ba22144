import type { PricingResponse, SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { usePricing } from '#web/features/subscription/api/pricing.ts';
import { useSubscriptionStatus } from '#web/features/subscription/api/status.ts';

export type PlanData = { status: SubscriptionStatusResponse; pricing: PricingResponse };

/** The status and the pricing together: the panel and the upgrade dialog need both. */
export function usePlanData(): { data: PlanData | null; failed: boolean; retry: () => void } {
  const status = useSubscriptionStatus();
  const pricing = usePricing();
  const data = status.data && pricing.data ? { status: status.data, pricing: pricing.data } : null;
  return {
    data,
    failed: !data && (status.isError || pricing.isError),
    retry: () => {
      if (status.isError) void status.refetch();
      if (pricing.isError) void pricing.refetch();
    },
  };
}
