import { useUserMetrics } from './api/user-metrics.ts';
import { StatCard, StatGrid } from '../shared/stat-card.tsx';

const count = new Intl.NumberFormat('en-GB');

/** total_users, active_users, new_signups_this_month, premium_users. */
export function UserMetricCards() {
  const metrics = useUserMetrics();
  const value = (figure: number | undefined) => (figure === undefined ? (metrics.isError ? 'Not available' : '...') : count.format(figure));
  return (
    <div>
      <StatGrid label="User figures">
        <StatCard label="Total Users" value={value(metrics.data?.total_users)} />
        <StatCard label="Active Users" value={value(metrics.data?.active_users)} />
        <StatCard label="New This Month" value={value(metrics.data?.new_signups_this_month)} note="Since the 1st, UK time" />
        <StatCard label="Premium Users" value={value(metrics.data?.premium_users)} />
      </StatGrid>
    </div>
  );
}
