import { Button } from '#web/components/ui/button.tsx';
import { OfferCard } from './offer-card.tsx';

/** The three built-in examples shown when the available codes cannot be loaded (admin-side.md §7); never claimable. */
const SAMPLE_OFFERS = [
  { name: 'Example bank', description: 'A sample banking offer, to show what offers look like.', rewardPence: 1500 },
  { name: 'Example investing app', description: 'A sample investing offer, to show what offers look like.', rewardPence: 2000 },
  { name: 'Example cashback app', description: 'A sample cashback offer, to show what offers look like.', rewardPence: 2500 },
] as const;

export function SampleOffers() {
  return (
    <>
      <p role="note" className="rounded-lg border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-950">
        The offers you can claim could not be loaded just now, so here are examples of what offers look like. They are not real and cannot be claimed.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SAMPLE_OFFERS.map((sample) => (
          <OfferCard
            key={sample.name}
            name={sample.name}
            logoUrl={null}
            description={sample.description}
            reward={{ minPence: sample.rewardPence, maxPence: sample.rewardPence }}
            qualifyingSpendPence={null}
            sharer="an example member"
            usesLeft={5}
            badge={<span className="ml-1 rounded-full bg-warning-100 px-2 py-0.5 align-middle text-xs font-semibold text-warning-900">Example</span>}
            action={
              <Button variant="secondary" disabled className="w-full">
                Example only
              </Button>
            }
          />
        ))}
      </ul>
    </>
  );
}
