import type { MatchRole } from '#contract/matches/rules.ts';
import type { PartyReceipt } from '#contract/matches/money.ts';

function Party({ label, receipt }: { label: string; receipt: PartyReceipt }) {
  const confirmed = receipt === 'Confirmed receipt';
  return (
    <div className="flex flex-wrap items-baseline gap-x-1.5">
      <dt className="text-neutral-600">{label}:</dt>
      <dd className={confirmed ? 'font-semibold text-success-800' : 'text-neutral-700'}>
        {confirmed && <span aria-hidden="true">✓ </span>}
        {receipt}
      </dd>
    </div>
  );
}

/** Which party has confirmed receiving their reward (user-side.md §4), in the words of `matchMoney(match).receipts`. */
export function ReceiptStatus({ receipts, role }: { receipts: Record<MatchRole, PartyReceipt>; role: MatchRole }) {
  const you = (party: MatchRole) => (party === role ? ' (you)' : '');
  return (
    <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
      <Party label={`Referrer${you('referrer')}`} receipt={receipts.referrer} />
      <Party label={`Referee${you('referee')}`} receipt={receipts.referee} />
    </dl>
  );
}
