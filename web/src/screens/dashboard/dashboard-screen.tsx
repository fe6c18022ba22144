import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { flushSync } from 'react-dom';
import type { ClaimRecord, Match } from '#contract/matches/schema.ts';
import type { ReportSummary } from '#contract/reports/schema.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { UpgradeDialog } from '#web/features/subscription/components/upgrade-dialog.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AvailableOffersSection } from '#web/features/matches/components/available-offers-section.tsx';
import { DashboardHeader, DashboardShortcuts } from './dashboard-header.tsx';
import { EarningPotentialSection } from '#web/features/apps/components/earning-potential-section.tsx';
import { OpportunitiesSection } from '#web/features/apps/components/opportunities-section.tsx';
import { RecentCodes } from '#web/features/referral-codes/components/recent-codes.tsx';
import { RecentMatches } from '#web/features/matches/components/recent-matches.tsx';
import { ReferralsSection, type ReferralsTab } from '#web/features/matches/components/referrals-section.tsx';
import { matchAnchor } from '#web/features/matches/components/match-card.tsx';
import { FoldOnPhones } from '#web/components/section/fold.tsx';
import { NextStepsSection } from './next-steps-section.tsx';
import { nextSteps } from './next-steps.ts';
import { useClaimFromLink } from './use-claim-from-link.ts';
import { StatCards } from './stat-cards.tsx';
import { WaitingBanner } from '#web/features/matches/components/waiting-banner.tsx';
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx';
import { useClaimOffer } from '#web/features/matches/hooks/use-claim-offer.ts';
import { loadStateOf, useDashboardData, type LoadState } from './use-dashboard-data.ts';
import { useLocalClaims } from '#web/features/matches/hooks/use-local-claims.ts';
import { isActive } from '#web/features/matches/logic/match-rewards.ts';
import { MatchReportAction } from '#web/features/reports/components/match-report-action.tsx';
import { ContactSupportAction } from '#web/features/support/components/contact-support-action.tsx';
import { RateOtherParty } from '#web/features/reviews/components/rate-other-party.tsx';

const NO_REPORTS: ReportSummary[] = [];

/** The way to rate the other party on each match card: the reviews feature's form, or the rating given. */
const renderRating = (match: Match) => <RateOtherParty match={match} />;

const tabOf = (match: Match): ReferralsTab => (match.role === 'referee' ? 'claimed-by-me' : 'claimed-from-me');

/** Once for each match a link names, when its card is on the page: brings it into view and gives it focus. */
function useScrollToMatch(matchId: string | null) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (matchId === null || done.current === matchId) return;
    const card = document.getElementById(matchAnchor(matchId));
    if (!card) return;
    done.current = matchId;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  });
}

function sharerOnly(matches: readonly Match[]): boolean {
  const moving = matches.filter(isActive);
  return moving.length > 0 && moving.every((match) => match.role === 'referrer');
}

function bothLoaded(a: LoadState, b: LoadState): LoadState {
  if (a === 'error' || b === 'error') return 'error';
  return a === 'ready' && b === 'ready' ? 'ready' : 'pending';
}

/**
 * /dashboard (user-side.md §2): first what waits on the person (docs/decisions/screens.md, "Dashboard"), then
 * the summary, offers to claim, their referrals and codes, and ways to earn more. On a phone every
 * section after the first is a panel that opens from its heading.
 */
export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  const { me, userApps, myCodes, catalogue, available, matches, summary, waiting, opportunities, reports } = useDashboardData();
  // Until the person picks one: Claimed by Me, unless only claims on their own codes are moving.
  const [pickedTab, setTab] = useState<ReferralsTab | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // A match a notification's link names (?rate= one to rate, ?match= one whose offer changed): its card is shown, open, once the matches arrive.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('rate') ?? searchParams.get('match');
  const [revealed, setRevealed] = useState<string | null>(linked);
  // Held here so a claim, and a next step's link to its match, can open the panel on a phone.
  const [referralsOpen, setReferralsOpen] = useState(() => revealed !== null);
  // A link followed while the dashboard is open (the bell's) names its match afresh.
  const [followed, setFollowed] = useState(linked);
  if (linked !== followed) {
    setFollowed(linked);
    if (linked !== null) {
      setRevealed(linked);
      setTab(null);
      setReferralsOpen(true);
    }
  }
  const matchesState = loadStateOf(matches);
  const { keepClaim, savedClaims } = useLocalClaims(matches.data, matchesState === 'error');

  const openUpgrade = useCallback(() => setUpgradeOpen(true), []);
  const onClaimed = useCallback(
    (record: ClaimRecord) => {
      keepClaim(record);
      // The toast says "Check your instructions below": they are in this tab.
      setTab('claimed-by-me');
      setReferralsOpen(true);
    },
    [keepClaim],
  );
  const { claimOffer, claimingAppId, eligibilityDialog } = useClaimOffer({ onUpgradeNeeded: openUpgrade, onClaimed });
  useClaimFromLink(catalogue.data, claimOffer);
  // Reports that could not be loaded leave "Report a problem" on every card: the server refuses a second open one.
  const knownReports = reports.data ?? (reports.isError ? NO_REPORTS : undefined);
  const renderReport = useCallback(
    (match: Match, rewardOverdue: boolean) => (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <MatchReportAction match={match} reports={knownReports} rewardOverdue={rewardOverdue} />
        <ContactSupportAction match={match} />
      </div>
    ),
    [knownReports],
  );

  const hasReports = (reports.data?.length ?? 0) > 0;
  const revealedMatch = revealed === null ? undefined : matches.data?.find((match) => match.id === revealed);
  const tab = pickedTab ?? (revealedMatch ? tabOf(revealedMatch) : matches.data && sharerOnly(matches.data) ? 'claimed-from-me' : 'claimed-by-me');
  useScrollToMatch(revealedMatch?.id ?? null);
  const steps = useMemo(() => {
    if (matchesState === 'error') return [];
    return matches.data && knownReports ? nextSteps(matches.data, knownReports) : undefined;
  }, [matchesState, matches.data, knownReports]);
  const offer = available.data ? available.data.best : available.isError ? null : undefined;
  const showMatch = useCallback(
    (matchId: string) => {
      const match = matches.data?.find((candidate) => candidate.id === matchId);
      if (!match) return;
      flushSync(() => {
        setTab(tabOf(match));
        setReferralsOpen(true);
        setRevealed(matchId);
      });
      const card = document.getElementById(matchAnchor(matchId));
      card?.scrollIntoView({ block: 'start' });
      card?.focus({ preventScroll: true });
    },
    [matches.data],
  );

  return (
    <PageContainer>
      <DashboardHeader user={me.data} hasReports={hasReports} />
      <FoldOnPhones>
        <div className="mt-6 space-y-6 sm:mt-8 sm:space-y-8">
          <NextStepsSection
            steps={steps}
            offer={offer}
            claimingAppId={claimingAppId}
            onClaim={claimOffer}
            addCodeTo={userApps.data?.length ? '/my-apps' : '/onboarding?add=platforms'}
            onShowMatch={showMatch}
          />
          <DashboardShortcuts hasReports={hasReports} className="grid grid-cols-2 sm:hidden [&>*]:min-h-11" />
          {me.data && <VerifyEmailBanner user={me.data} />}
          {waiting.data && <WaitingBanner requests={waiting.data} />}
          <StatCards
            user={me.data}
            summary={summary.data}
            summaryLoading={loadStateOf(summary) === 'pending'}
            availableCount={available.data?.total}
            availableLoading={loadStateOf(available) === 'pending'}
            onUpgrade={openUpgrade}
          />
          <AvailableOffersSection
            summary={available.data}
            state={loadStateOf(available)}
            claimingAppId={claimingAppId}
            onClaim={claimOffer}
            onUpgrade={openUpgrade}
          />
          <ReferralsSection
            matches={matches.data}
            state={matchesState}
            savedClaims={savedClaims}
            tab={tab}
            onTabChange={setTab}
            renderReport={renderReport}
            renderRating={renderRating}
            open={referralsOpen}
            onOpenChange={setReferralsOpen}
            reveal={revealed}
          />
          <div className="grid gap-6 sm:gap-8 lg:grid-cols-2">
            <RecentCodes codes={myCodes.data} state={loadStateOf(myCodes)} />
            <RecentMatches matches={matches.data} state={matchesState} />
          </div>
          <div className="grid gap-6 sm:gap-8 lg:grid-cols-2">
            <EarningPotentialSection catalogue={catalogue.data} userApps={userApps.data} state={bothLoaded(loadStateOf(catalogue), loadStateOf(userApps))} />
            <OpportunitiesSection first={opportunities.data} state={loadStateOf(opportunities)} userApps={userApps.data} />
          </div>
        </div>
      </FoldOnPhones>
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      {eligibilityDialog}
    </PageContainer>
  );
}
