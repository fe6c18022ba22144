import type { User } from '../../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FREE_PLAN_MATCHES } from '../logic/plan.ts';
import { StatCard } from './stat-card.tsx';

/** The person's plan, shown only while paid features are on (user-side.md §2). */
export function PlanCard({ user, onUpgrade }: { user: User; onUpgrade: () => void }) {
  if (user.subscription_status === 'PREMIUM') {
    return <StatCard label="Your Plan" value="Premium" caption="Unlimited matches" />;
  }
  const remaining = Math.max(0, FREE_PLAN_MATCHES - user.matches_used);
  return (
    <StatCard label="Your Plan" value="Free" caption={`${Math.min(user.matches_used, FREE_PLAN_MATCHES)}/${FREE_PLAN_MATCHES} matches used • ${remaining} remaining`}>
      <Button variant="secondary" onClick={onUpgrade}>
        Upgrade
      </Button>
    </StatCard>
  );
}
