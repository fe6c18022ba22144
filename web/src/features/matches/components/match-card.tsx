import { useId, type ReactNode } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import { useRefreshInstructions } from '../api/refresh-instructions.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { MemberLink, TrackSummaryLine } from '#web/components/track-summary.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/dates.ts';
import { matchDeadline } from '../logic/match-deadline.ts';
import { matchMoney } from '#contract/matches/money.ts';
import { matchPermissions } from '../logic/match-permissions.ts';
import { useFocusFallback } from '../hooks/use-focus-fallback.ts';
import { ClaimDetails } from './claim-details.tsx';
import { ClaimedTermsPanel } from './claimed-terms-panel.tsx';
import { InstructionsPanel } from './instructions-panel.tsx';
import { MatchActions } from './match-actions.tsx';
import { MatchStatusBadge } from './match-status-badge.tsx';
import { ReceiptStatus } from './receipt-status.tsx';
import { MatchDetails } from './match-details.tsx';
import { MatchProgress } from './match-progress.tsx';

/** The id of a match's card on the page, for links to it. */
export const matchAnchor = (matchId: string) => `match-${matchId}`;

/**
 * What the screen adds to a card about reporting a problem (the reports feature's), told whether the
 * card says the reward is overdue: it then sits under that line, else at the card's end.
 */
export type RenderMatchReport = (match: Match, rewardOverdue: boolean) => ReactNode;

/** What the screen adds to a card about rating the other party (the reviews feature's), after the code and details. */
export type RenderMatchRating = (match: Match) => ReactNode;

type MatchCardProps = { match: Match; renderReport?: RenderMatchReport; renderRating?: RenderMatchRating };

/**
 * One match as the person sees it in their role: status, app, reward, its progress, what they can do
 * next, the offer as claimed, and the code and instructions (behind a fold on a phone, where the screen folds).
 */
export function MatchCard({ match, renderReport, renderRating }: MatchCardProps) {
  const titleId = useId();
  const { ref, restore } = useFocusFallback<HTMLElement>();
  const refresh = useRefreshInstructions();
  const money = matchMoney(match);
  const reward = money.rewardLine;
  const referee = match.role === 'referee';
  const signingUp = referee && match.status === 'ASSIGNED';
  const deadline = matchDeadline(match);
  const rewardOverdue = deadline?.rewardOverdue === true;
  const report = renderReport?.(match, rewardOverdue);

  return (
    <article
      id={matchAnchor(match.id)}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-4 space-y-4 rounded-xl border border-neutral-200 p-4"
    >
      <header className="flex items-start gap-3">
        <AppLogo name={match.app_name} logoUrl={match.app.logo_url} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={titleId} className="font-semibold break-words text-neutral-900">
              {match.app_name}
            </h3>
            <MatchStatusBadge words={money.badge} />
          </div>
          <p className="mt-0.5 text-sm break-words text-neutral-600">
            {referee ? 'You claimed this code' : `Claimed by ${match.other_party?.username ?? 'a former member'}`} on {formatDate(match.created_at)}
          </p>
        </div>
      </header>

      <p className="text-sm text-neutral-700">
        {reward.amount === null ? (
          reward.label
        ) : (
          <>
            {reward.label}: <span className="font-semibold text-neutral-900">{reward.amount}</span>
          </>
        )}
      </p>

      <MatchProgress match={match} receipts={money.receipts && <ReceiptStatus receipts={money.receipts} role={match.role} />} />

      {deadline && (
        <p
          data-deadline={deadline.tone}
          className={cn(
            'rounded-lg px-3 py-2 text-sm',
            deadline.tone === 'warning' ? 'bg-warning-50 font-medium text-warning-900' : 'bg-neutral-50 text-neutral-700',
          )}
        >
          {deadline.text}
        </p>
      )}
      {rewardOverdue && report}

      <MatchActions match={match} onDone={restore} />

      {/* Outside the phone's fold: a change since the claim is for the person to see (it opens itself then). */}
      <ClaimedTermsPanel match={match} />

      {/* The steps to sign up are for a referee still signing up; once the sign-up is marked, only the code stays. */}
      <MatchDetails appName={match.app_name} label={signingUp ? 'code and steps' : referee ? 'code' : 'details'}>
        {referee ? (
          <ClaimDetails app_name={match.app_name} code={match.code} referral_link={match.referral_link} owner_masked_email={match.owner_masked_email} />
        ) : (
          <p className="text-sm text-neutral-700">
            Your code: <code className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono font-semibold text-neutral-900">{match.code}</code>
          </p>
        )}

        {match.other_party && (
          <p className="text-sm text-neutral-700">
            {referee ? (
              <>
                Their record: <MemberLink username={match.other_party.username} /> · <TrackSummaryLine summary={match.other_party.track_record} />
              </>
            ) : (
              <>
                Their page: <MemberLink username={match.other_party.username} />
              </>
            )}
          </p>
        )}

        {signingUp && (
          <InstructionsPanel
            appName={match.app_name}
            instructions={match.instructions}
            onRefresh={matchPermissions(match).refreshInstructions ? () => refresh.mutate(match.id, { onSettled: restore }) : undefined}
            refreshing={refresh.isPending}
          />
        )}
      </MatchDetails>

      {renderRating?.(match)}
      {!rewardOverdue && report}
    </article>
  );
}
