import { Link } from 'react-router';
import type { User } from '#contract/auth/schema.ts';
import { FREE_PLAN_MATCHES, freeMatchesUsed } from '#contract/subscription/rules.ts';

/** "N/3 matches used • M remaining on free plan": Free accounts only, and only while paid features are on. */
export function PlanBanner({ user }: { user: Pick<User, 'paid_features_enabled' | 'subscription_status' | 'matches_used'> }) {
  if (!user.paid_features_enabled || user.subscription_status !== 'FREE') return null;
  const used = freeMatchesUsed(user.matches_used);
  const remaining = Math.max(0, FREE_PLAN_MATCHES - freeMatchesUsed(user.matches_used));
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-warning-300 bg-warning-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium text-warning-950">
        {used}/{FREE_PLAN_MATCHES} matches used • {remaining} remaining on free plan
      </p>
      <Link to="/subscription" className="rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950">
        Upgrade for unlimited
      </Link>
    </div>
  );
}
