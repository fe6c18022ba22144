import { useId, useState, type ReactNode } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import type { MatchRole } from '#contract/matches/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadMore } from '#web/components/ui/load-more.tsx';
import type { MoreMatches } from '../hooks/use-match-history.ts';
import { matchesInRole } from '../logic/match-order.ts';
import { MatchCard, type RenderMatchRating, type RenderMatchReport } from './match-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';
import { FIRST_IN_PROGRESS } from '#web/components/section/list-sizes.ts';

/**
 * `reveal`: a match to show even when it is finished (a next step or a notification leads to it).
 * `more`: the way to read older matches, while there are any the list does not hold yet.
 */
type RoleMatchesProps = {
  matches: Match[];
  role: MatchRole;
  empty: ReactNode;
  renderReport?: RenderMatchReport;
  renderRating?: RenderMatchRating;
  reveal?: string | null;
  more?: MoreMatches | null;
};

/**
 * One tab of Your Referrals: matches still moving (the first FIRST_IN_PROGRESS, the rest behind
 * "Show all N in progress", or at once when one of them is to be revealed), and the finished ones
 * behind "Show completed referrals" (hidden by default, shown when one of them is to be revealed),
 * older ones loading as the person scrolls to the end of them.
 */
export function RoleMatches({ matches, role, empty, renderReport, renderRating, reveal = null, more = null }: RoleMatchesProps) {
  const { active, finished } = matchesInRole(matches, role);
  const [toggled, setShowFinished] = useState<boolean | null>(null);
  const showFinished = toggled ?? finished.some((match) => match.id === reveal);
  const [allActive, setAllActive] = useState(false);
  const showAllActive = allActive || active.findIndex((match) => match.id === reveal) >= FIRST_IN_PROGRESS;
  const shownActive = showAllActive ? active : active.slice(0, FIRST_IN_PROGRESS);
  const finishedId = useId();
  // Older matches not read yet may be finished ones of this role, even when none has come so far.
  const anyFinished = finished.length > 0 || more !== null;

  return (
    <div className="space-y-4">
      {active.length === 0 && anyFinished ? (
        <p className="text-neutral-700">{nothingInProgress(role, more ? null : finished.length)}</p>
      ) : active.length === 0 ? (
        <SectionState state="empty" what="referrals" empty={empty} />
      ) : (
        <>
          <MatchCards matches={shownActive} renderReport={renderReport} renderRating={renderRating} />
          {shownActive.length < active.length && (
            <Button variant="secondary" onClick={() => setAllActive(true)}>
              Show all {active.length} in progress
            </Button>
          )}
        </>
      )}
      {anyFinished && (
        <>
          <Button variant="secondary" aria-expanded={showFinished} aria-controls={finishedId} onClick={() => setShowFinished(!showFinished)}>
            {showFinished ? 'Hide completed referrals' : 'Show completed referrals'}
          </Button>
          <div id={finishedId} hidden={!showFinished} className="space-y-4">
            {showFinished && <MatchCards matches={finished} renderReport={renderReport} renderRating={renderRating} />}
            {showFinished && more && <LoadMore what="completed referrals" loading={more.loading} failed={more.failed} onLoad={more.load} />}
          </div>
        </>
      )}
    </div>
  );
}

/** A tab with nothing in progress but finished matches says so, rather than that there are none; how many, once all are read. */
function nothingInProgress(role: MatchRole, finished: number | null): string {
  const count = finished === null ? 'finished ones are' : `${finished} finished ${finished === 1 ? 'one is' : 'ones are'}`;
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
