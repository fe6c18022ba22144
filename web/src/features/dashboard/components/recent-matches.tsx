import type { Match } from '../../../../../contract/matches.ts';
import { AppLogo } from '../../../components/app-logo.tsx';
import { formatDate } from '../logic/dates.ts';
import { RECENT_COUNT } from '../logic/list-sizes.ts';
import { mostRecent } from '../logic/match-order.ts';
import { MatchStatusBadge } from './match-status-badge.tsx';
import { ScrollArea } from './scroll-area.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionState } from './section-notes.tsx';

type RecentMatchesProps = { matches: Match[] | undefined; state: 'pending' | 'error' | 'ready' };

/** The five matches that changed most recently, in either role. */
export function RecentMatches({ matches, state }: RecentMatchesProps) {
  return (
    <SectionCard title="Recent Matches">
      {state !== 'ready' || !matches ? (
        <SectionState state={state === 'ready' ? 'pending' : state} what="matches" />
      ) : matches.length === 0 ? (
        <SectionState state="empty" what="matches" empty="No matches yet. Claim an offer or share a code to get started." />
      ) : (
        <ScrollArea label="Your most recent matches">
          <ul className="divide-y divide-slate-100">
            {mostRecent(matches, RECENT_COUNT, (match) => match.updated_at).map((match) => (
              <li key={match.id} className="flex items-center gap-3 py-2.5 pr-2">
                <AppLogo name={match.app_name} logoUrl={match.app.logo_url} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{match.app_name}</span>
                  <span className="block text-sm text-slate-600">
                    {match.role === 'referee' ? 'Claimed by you' : 'Claimed from you'} · {formatDate(match.updated_at)}
                  </span>
                </span>
                <MatchStatusBadge status={match.status} />
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
    </SectionCard>
  );
}
