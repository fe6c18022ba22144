import { useId, useState, type ReactNode } from 'react';
import type { Match, MatchRole } from '../../../../../contract/matches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { matchesInRole } from '../logic/match-order.ts';
import { MatchCard } from './match-card.tsx';
import { SectionState } from './section-notes.tsx';

type RoleMatchesProps = { matches: Match[]; role: MatchRole; empty: ReactNode };

/** One tab of Your Referrals: matches still moving, and the finished ones behind "Show completed referrals" (hidden by default). */
export function RoleMatches({ matches, role, empty }: RoleMatchesProps) {
  const { active, finished } = matchesInRole(matches, role);
  const [showFinished, setShowFinished] = useState(false);
  const finishedId = useId();

  return (
    <div className="space-y-4">
      {active.length === 0 ? (
        <SectionState state="empty" what="referrals" empty={empty} />
      ) : (
        <ul className="space-y-4">
          {active.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} />
            </li>
          ))}
        </ul>
      )}
      {finished.length > 0 && (
        <>
          <Button variant="secondary" aria-expanded={showFinished} aria-controls={finishedId} onClick={() => setShowFinished((value) => !value)}>
            {showFinished ? 'Hide completed referrals' : 'Show completed referrals'}
          </Button>
          <div id={finishedId} hidden={!showFinished}>
            {showFinished && (
              <ul className="space-y-4">
                {finished.map((match) => (
                  <li key={match.id}>
                    <MatchCard match={match} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
