import type { ClaimRecord, Match } from '#contract/matches/schema.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import type { RenderMatchRating, RenderMatchReport } from './match-card.tsx';
import { RoleMatches } from './role-matches.tsx';
import { SavedClaims } from './saved-claims.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';
import { useMatchHistory } from '../hooks/use-match-history.ts';

const NONE: Match[] = [];

export type ReferralsTab = 'claimed-by-me' | 'claimed-from-me';

type ReferralsSectionProps = {
  /** The dashboard's matches: every active one and the first page of finished ones. */
  matches: Match[] | undefined;
  state: 'pending' | 'error' | 'ready';
  /** The claims this browser keeps, shown when the matches cannot be loaded. */
  savedClaims: ClaimRecord[];
  tab: ReferralsTab;
  onTabChange: (tab: ReferralsTab) => void;
  /** The way to report a problem on each card, from the screen. */
  renderReport?: RenderMatchReport;
  /** The way to rate the other party of a completed match on each card, from the screen. */
  renderRating?: RenderMatchRating;
  /** Open on a phone, where the screen folds its panels; it starts closed there. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A match to show even when it is finished (a rating to give). */
  reveal?: string | null;
};

/** Your Referrals: the codes the person claimed (referee) and the claims on their codes (referrer). */
export function ReferralsSection({
  matches: firstPage,
  state,
  savedClaims,
  tab,
  onTabChange,
  renderReport,
  renderRating,
  open,
  onOpenChange,
  reveal,
}: ReferralsSectionProps) {
  // Both tabs share the older pages, read once the person scrolls to the end of a completed list.
  const { matches, more } = useMatchHistory(firstPage ?? NONE);
  const panel = (role: 'referee' | 'referrer') => {
    if (state === 'error') return role === 'referee' ? <SavedClaims claims={savedClaims} /> : <SectionState state="error" what="referrals" />;
    if (state === 'pending' || !firstPage) return <SectionState state="pending" what="referrals" />;
    return role === 'referee' ? (
      <RoleMatches
        matches={matches}
        role="referee"
        renderReport={renderReport}
        renderRating={renderRating}
        reveal={reveal}
        more={more}
        empty="You have not claimed any referral codes yet. Claim one from Available Offers."
      />
    ) : (
      <RoleMatches
        matches={matches}
        role="referrer"
        renderReport={renderReport}
        renderRating={renderRating}
        reveal={reveal}
        more={more}
        empty={
          <div className="space-y-3">
            <p>Nobody is using your codes right now. The more codes you share, the more people we can match to you.</p>
            <ButtonLink to="/my-apps" variant="secondary">
              My Referral Codes
            </ButtonLink>
          </div>
        }
      />
    );
  };

  return (
    <SectionCard title="Your Referrals" open={open} onOpenChange={onOpenChange}>
      <Tabs
        label="Your Referrals"
        selected={tab}
        onSelect={onTabChange}
        tabs={[
          { id: 'claimed-by-me', label: 'Claimed by Me', panel: panel('referee') },
          { id: 'claimed-from-me', label: 'Claimed from Me', panel: panel('referrer') },
        ]}
      />
    </SectionCard>
  );
}
