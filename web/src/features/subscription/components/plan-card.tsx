import type { User } from '#contract/auth/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FREE_PLAN_MATCHES, freeMatchesUsed } from '#contract/subscription/rules.ts';
import { StatCard } from '#web/components/ui/stat-card.tsx';

/** The person's plan, shown only while paid features are on (user-side.md §2). */
export function PlanCard({ user, onUpgrade }: { user: User; onUpgrade: () => void }) {
  if (user.subscription_status === 'PREMIUM') {
    return <StatCard label="Your Plan" value="Premium" caption="Unlimited matches" />;
  }
  const remaining = Math.max(0, FREE_PLAN_MATCHES - freeMatchesUsed(user.matches_used));
  return (
    <StatCard label="Your Plan" value="Free" caption={`${freeMatchesUsed(user.matches_used)}/${FREE_PLAN_MATCHES} matches used • ${remaining} remaining`}>
      <Button variant="secondary" onClick={onUpgrade}>
        Upgrade
      </Button>
    </StatCard>
  );
}
