import type { Match } from '../../../../../contract/matches.ts';

function Party({ label, confirmed }: { label: string; confirmed: boolean }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="text-slate-600">{label}:</dt>
      <dd className={confirmed ? 'font-semibold text-green-800' : 'text-slate-700'}>
        {confirmed ? (
          <>
            <span aria-hidden="true">✓ </span>Confirmed receipt
          </>
        ) : (
          'Not confirmed yet'
        )}
      </dd>
    </div>
  );
}

/** Which party has confirmed receiving their reward (user-side.md §4). */
export function ReceiptStatus({ match }: { match: Match }) {
  const you = (role: Match['role']) => (match.role === role ? ' (you)' : '');
  return (
    <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-6">
      <Party label={`Referrer${you('referrer')}`} confirmed={match.referrer_confirmed_receipt} />
      <Party label={`Referee${you('referee')}`} confirmed={match.referee_confirmed_receipt} />
    </dl>
  );
}
