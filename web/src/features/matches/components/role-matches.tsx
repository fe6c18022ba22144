import { useId, useState, type ReactNode } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import type { MatchRole } from '#contract/matches/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { matchesInRole } from '../logic/match-order.ts';
import { MatchCard, type RenderMatchRating, type RenderMatchReport } from './match-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';

/** `reveal`: a match to show even when it is finished (a next step or a notification leads to it). */
type RoleMatchesProps = {
  matches: Match[];
  role: MatchRole;
  empty: ReactNode;
  renderReport?: RenderMatchReport;
  renderRating?: RenderMatchRating;
  reveal?: string | null;
};

/** One tab of Your Referrals: matches still moving, and the finished ones behind "Show completed referrals" (hidden by default, shown when one of them is to be revealed). */
export function RoleMatches({ matches, role, empty, renderReport, renderRating, reveal = null }: RoleMatchesProps) {
  const { active, finished } = matchesInRole(matches, role);
  const [toggled, setShowFinished] = useState<boolean | null>(null);
  const showFinished = toggled ?? finished.some((match) => match.id === reveal);
  const finishedId = useId();

  return (
    <div className="space-y-4">
      {active.length === 0 && finished.length > 0 ? (
        <p className="text-neutral-700">{nothingInProgress(role, finished.length)}</p>
      ) : active.length === 0 ? (
        <SectionState state="empty" what="referrals" empty={empty} />
      ) : (
        <MatchCards matches={active} renderReport={renderReport} renderRating={renderRating} />
      )}
      {finished.length > 0 && (
        <>
          <Button variant="secondary" aria-expanded={showFinished} aria-controls={finishedId} onClick={() => setShowFinished(!showFinished)}>
            {showFinished ? 'Hide completed referrals' : 'Show completed referrals'}
          </Button>
          <div id={finishedId} hidden={!showFinished}>
            {showFinished && <MatchCards matches={finished} renderReport={renderReport} renderRating={renderRating} />}
          </div>
        </>
      )}
    </div>
  );
}

/** A tab with nothing in progress but finished matches says so, rather than that there are none. */
function nothingInProgress(role: MatchRole, finished: number): string {
  const count = `${finished} finished ${finished === 1 ? 'one is' : 'ones are'}`;
  return role === 'referee'
    ? `No codes you claimed are in progress. Your ${count} under Show completed referrals.`
    : `Nobody is using your codes right now. Your ${count} under Show completed referrals.`;
}

/** What the screen adds to each card (reporting a problem, rating the other party). */
type CardSlots = Pick<RoleMatchesProps, 'renderReport' | 'renderRating'>;

function MatchCards({ matches, ...slots }: { matches: readonly Match[] } & CardSlots) {
  return (
    <ul className="space-y-4">
      {matches.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} {...slots} />
        </li>
      ))}
    </ul>
  );
}
