import type { ClaimRecord } from '#contract/matches/schema.ts';
import { ClaimDetails } from './claim-details.tsx';
import { InstructionsPanel } from './instructions-panel.tsx';
import { MatchStatusBadge, SAVED_CLAIM_BADGE } from './match-status-badge.tsx';

/**
 * When the matches cannot be loaded, the claims this browser keeps (activeReferrals and
 * completedReferrals) still give the referee their codes and instructions, read-only.
 */
export function SavedClaims({ claims }: { claims: ClaimRecord[] }) {
  if (claims.length === 0) return <p className="text-sm text-neutral-600">Your referrals could not be loaded just now. Reload the page to try again.</p>;

  return (
    <div className="space-y-4">
      <p role="note" className="rounded-lg border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-950">
        Your referrals could not be loaded just now, so these are the claims saved in this browser. Their status may be out of date; reload the page to try
        again.
      </p>
      <ul className="space-y-4">
        {claims.map((claim) => (
          <li key={claim.match_id} className="space-y-4 rounded-xl border border-neutral-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="font-semibold break-words text-neutral-900">{claim.app_name}</h3>
              <MatchStatusBadge words={SAVED_CLAIM_BADGE[claim.status]} />
            </div>
            <ClaimDetails {...claim} />
            <InstructionsPanel appName={claim.app_name} instructions={claim.instructions} />
          </li>
        ))}
      </ul>
    </div>
  );
}
