import { useId, useState } from 'react';
import type { AppBrief } from '#contract/apps/schema.ts';
import { opensToEveryoneText, refereeRewardRange } from '#contract/apps/rules.ts';
import type { AvailableReferralCode, AvailableSummary } from '#contract/referral-codes/schema.ts';
import { Button, ShowMoreButton } from '#web/components/ui/button.tsx';
import { FIRST_OFFERS } from '#contract/referral-codes/rules.ts';
import { useAllOffers } from '../api/filtered-offers.ts';
import { ClaimButton } from './claim-button.tsx';
import { useClaimWithTerms } from './claim-terms-dialog.tsx';
import { OfferCard } from './offer-card.tsx';
import { SampleOffers } from './sample-offers.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';
import { useMe } from '#web/api/me.ts';
import { cn } from '#web/lib/cn.ts';
import { waitsForOpening } from '../logic/claim-outcome.ts';
import { FilteredOffers } from './filtered-offers.tsx';

type AvailableOffersSectionProps = {
  /** Open on a phone, where the screen folds its panels; it starts closed there. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The first offers, how many there are and the best (GET /api/referral-codes/available/summary); the rest are read on "Show all". */
  summary: AvailableSummary | undefined;
  state: 'pending' | 'error' | 'ready';
  /** The app whose claim is on its way, if any. */
  claimingAppId: string | null;
  onClaim: (app: AppBrief) => void;
  /** Opens the upgrade dialog: the way to an app still in its early access. */
  onUpgrade: () => void;
};

/**
 * Codes others share that the person can claim, one per app (user-side.md §2): the first six from
 * the dashboard's answer, and every one once the person asks to see them all.
 */
export function AvailableOffersSection({ summary, state, claimingAppId, onClaim, onUpgrade, open, onOpenChange }: AvailableOffersSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const all = useAllOffers(showAll && summary !== undefined && summary.total > summary.first.length);
  // Until the whole list arrives, the first offers stay on screen and the list says it is busy.
  const offers = showAll && all.data ? all.data : summary?.first;
  const loadingAll = showAll && all.isFetching && !all.data;
  return (
    <SectionCard
      open={open}
      onOpenChange={onOpenChange}
      title="Available Offers"
      description="Sign up to these apps with another member’s referral code and get the sign-up reward."
    >
      {state === 'error' ? (
        <SampleOffers />
      ) : state === 'pending' || !summary || !offers ? (
        <SectionState state="pending" what="offers" />
      ) : summary.total === 0 ? (
        <SectionState
          state="empty"
          what="offers"
          empty="No referral codes are available for you to claim right now. Check back later: members share new codes all the time."
        />
      ) : (
        <FilteredOffers offers={offers} total={showAll && all.data ? all.data.length : summary.total}>
          {(shown, busy, count) => (
            <OfferGrid
              offers={shown}
              count={count}
              busy={busy || loadingAll}
              showAll={showAll}
              onShowAll={setShowAll}
              failed={showAll && all.isError && !all.data}
              claimingAppId={claimingAppId}
              onClaim={onClaim}
              onUpgrade={onUpgrade}
            />
          )}
        </FilteredOffers>
      )}
    </SectionCard>
  );
}

type OfferGridProps = Pick<AvailableOffersSectionProps, 'claimingAppId' | 'onClaim' | 'onUpgrade'> & {
  offers: AvailableReferralCode[];
  /** How many offers there are in this view, all of them or those a search found. */
  count: number;
  busy: boolean;
  showAll: boolean;
  onShowAll: (showAll: boolean) => void;
  /** The whole list was asked for and could not be read. */
  failed: boolean;
};

function OfferGrid({ offers, count, busy, showAll, onShowAll, failed, claimingAppId, onClaim, onUpgrade }: OfferGridProps) {
  const { data: user } = useMe();
  const claim = useClaimWithTerms(onClaim);
  const listId = useId();
  const shown = showAll ? offers : offers.slice(0, FIRST_OFFERS);

  return (
    <>
      <ul id={listId} aria-busy={busy} className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-60')}>
        {shown.map((offer) => {
          return (
            <OfferCard
              key={offer.id}
              name={offer.app.name}
              logoUrl={offer.app.logo_url}
              description={offer.app.description}
              reward={refereeRewardRange(offer.app)}
              qualifyingSpendPence={offer.app.qualifying_spend_amount_pence}
              sharer={offer.owner}
              usesLeft={Math.max(0, offer.max_uses - offer.current_uses)}
              action={
                waitsForOpening(user, offer.app.opens_to_all_at) ? (
                  <EarlyAccessAction appName={offer.app.name} opensToAllAt={offer.app.opens_to_all_at!} onUpgrade={onUpgrade} />
                ) : (
                  <ClaimButton app={offer.app} claimingAppId={claimingAppId} onClaim={() => claim.ask(offer)} words="Claim Offer" className="min-h-11 w-full" />
                )
              }
            />
          );
        })}
      </ul>
      {claim.dialog}
      {failed && <p className="mt-4 text-sm text-neutral-600">The rest of the offers could not be loaded just now. Try again.</p>}
      {count > FIRST_OFFERS && (
        <ShowMoreButton
          className="mt-4"
          expanded={showAll}
          onToggle={() => onShowAll(!showAll)}
          listId={listId}
          more={`Show all ${count} offers`}
          fewer="Show fewer offers"
        />
      )}
    </>
  );
}

/** A Free member's way to an app in its early access: when it opens to everyone, or Premium now. */
function EarlyAccessAction({ appName, opensToAllAt, onUpgrade }: { appName: string; opensToAllAt: string; onUpgrade: () => void }) {
  return (
    <div className="flex w-full flex-col gap-2">
      <p className="text-sm font-medium text-warning-900">{opensToEveryoneText(opensToAllAt)}</p>
      <Button variant="secondary" className="w-full" onClick={onUpgrade}>
        Claim now with Premium<span className="sr-only"> for {appName}</span>
      </Button>
    </div>
  );
}
