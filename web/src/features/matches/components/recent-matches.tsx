import type { Match } from '#contract/matches/schema.ts';
import { formatDate } from '#web/lib/dates.ts';
import { RECENT_COUNT } from '#web/components/section/list-sizes.ts';
import { matchMoney } from '../logic/match-money.ts';
import { mostRecent } from '#web/lib/most-recent.ts';
import { MatchStatusBadge } from './match-status-badge.tsx';
import { ScrollArea } from '#web/components/section/scroll-area.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';
import { AppRows } from '#web/components/section/app-rows.tsx';

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
          <AppRows
            rows={mostRecent(matches, RECENT_COUNT, (match) => match.updated_at).map((match) => ({
              id: match.id,
              appName: match.app_name,
              logoUrl: match.app.logo_url,
              detail: (
                <span className="block text-sm text-slate-600">
                  {match.role === 'referee' ? 'Claimed by you' : 'Claimed from you'} · {formatDate(match.updated_at)}
                </span>
              ),
              end: <MatchStatusBadge words={matchMoney(match).badge} />,
            }))}
          />
        </ScrollArea>
      )}
    </SectionCard>
  );
}
