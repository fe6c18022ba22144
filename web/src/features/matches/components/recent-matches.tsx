import type { Match } from '#contract/matches/schema.ts';
import { formatDate } from '#web/lib/dates.ts';
import { matchMoney } from '#contract/matches/money.ts';
import { MatchStatusBadge } from './match-status-badge.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { RecentAppRows } from '#web/components/section/app-rows.tsx';

type RecentMatchesProps = { matches: Match[] | undefined; state: 'pending' | 'error' | 'ready' };

/** The five matches that changed most recently, in either role. */
export function RecentMatches({ matches, state }: RecentMatchesProps) {
  return (
    <SectionCard title="Recent Matches">
      <RecentAppRows
        items={matches}
        state={state}
        what="matches"
        empty="No matches yet. Claim an offer or share a code to get started."
        label="Your most recent matches"
        dateOf={(match) => match.updated_at}
        describe={(match) => ({
          detail: (
            <span className="block text-sm text-neutral-600">
              {match.role === 'referee' ? 'Claimed by you' : 'Claimed from you'} on {formatDate(match.created_at)}
            </span>
          ),
          end: <MatchStatusBadge words={matchMoney(match).badge} />,
        })}
      />
    </SectionCard>
  );
}
