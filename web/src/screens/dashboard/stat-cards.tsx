import type { User } from '#contract/auth/schema.ts';
import type { MatchesSummary } from '#contract/matches/schema.ts';
import { formatWholePounds, formatPenceRange } from '#contract/shared/money.ts';
import { cn } from '#web/lib/cn.ts';
import { PlanCard } from '#web/features/subscription/components/plan-card.tsx';
import { StatCard } from '#web/components/ui/stat-card.tsx';

/** Shown in place of a figure whose data could not be loaded or is still loading. */
function Unknown({ loading }: { loading: boolean }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{loading ? 'Loading' : 'Not available'}</span>
    </>
  );
}

type StatCardsProps = {
  user: User | undefined;
  /** The figures over all the person's matches (GET /api/matches/summary); undefined while unknown. */
  summary: MatchesSummary | undefined;
  summaryLoading: boolean;
  /** How many offers the person could claim now; undefined when unknown. */
  availableCount: number | undefined;
  availableLoading: boolean;
  onUpgrade: () => void;
};

/** Earned, Pending, Available Now and Your Referrals, plus the plan while paid features are on (user-side.md §2). */
export function StatCards({ user, summary, summaryLoading, availableCount, availableLoading, onUpgrade }: StatCardsProps) {
  const showPlan = user?.paid_features_enabled === true;
  const pending = summary?.pending;
  const referrals = summary?.referrals;

  return (
    <section aria-label="Your summary">
      <dl className={cn('grid grid-cols-2 gap-3 sm:gap-4', showPlan ? 'lg:grid-cols-5 max-lg:[&>:last-child]:col-span-2' : 'lg:grid-cols-4')}>
        <StatCard
          label="Earned"
          value={summary ? formatWholePounds(summary.earned_pence) : <Unknown loading={summaryLoading} />}
          caption="Rewards you confirmed receiving"
        />
        <StatCard
          label="Pending"
          value={pending ? formatPenceRange({ minPence: pending.min_pence, maxPence: pending.max_pence }) : <Unknown loading={summaryLoading} />}
          caption={pending ? `${pending.count} ${pending.count === 1 ? 'match' : 'matches'} awaiting reward` : 'Matches awaiting reward'}
        />
        <StatCard label="Available Now" value={availableCount ?? <Unknown loading={availableLoading} />} caption="Offers you can claim" />
        <StatCard
          label="Your Referrals"
          value={referrals ? referrals.total : <Unknown loading={summaryLoading} />}
          caption={referrals ? `${referrals.claimed_by_me} claimed by you · ${referrals.claimed_from_me} from you` : 'Claimed by you and from you'}
        />
        {showPlan && user && <PlanCard user={user} onUpgrade={onUpgrade} />}
      </dl>
    </section>
  );
}
