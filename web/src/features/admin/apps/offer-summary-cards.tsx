import type { App } from '#contract/apps/schema.ts';
import { formatPenceRange } from '#contract/shared/money.ts';
import { StatCard, StatGrid } from '../shared/stat-card.tsx';
import { EXPIRING_SOON_DAYS, summariseOffers } from './offer-summary.ts';

/** Total Offers (with the active count), Total Value (sum of referrer rewards), Expiring Soon. */
export function OfferSummaryCards({ apps }: { apps: readonly App[] }) {
  const summary = summariseOffers(apps, new Date());
  return (
    <StatGrid label="Offer summary">
      <StatCard label="Total Offers" value={summary.totalOffers} note={`${summary.activeOffers} active`} />
      <StatCard
        label="Total Value"
        value={formatPenceRange(summary.totalValue)}
        note={
          summary.totalValue.minPence === summary.totalValue.maxPence
            ? 'Sum of referrer rewards'
            : 'Sum of referrer rewards, ranges at their minimum and maximum'
        }
      />
      <StatCard label="Expiring Soon" value={summary.expiringSoon} note={`Within ${EXPIRING_SOON_DAYS} days`} />
    </StatGrid>
  );
}
