import { SAMPLE_MAX_PENCE, SAMPLE_MIN_PENCE, SAMPLE_SIZE, type SampleOffer } from '#contract/apps/offer-sample.ts';
import { formatPence } from '#contract/shared/money.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { OfferCard } from './offer-card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

type Props = { sample: readonly SampleOffer[] | undefined; failed: boolean };

/** A sample of the catalogue's offers with sign-up bonuses from £10 to £35. */
export function OfferSampleSection({ sample, failed }: Props) {
  return (
    <TitledSection title="A sample of offers" className="mt-16">
      <p className="mt-3 max-w-3xl text-neutral-700">
        Up to {SAMPLE_SIZE} offers from the catalogue with a sign-up bonus between {formatPence(SAMPLE_MIN_PENCE)} and {formatPence(SAMPLE_MAX_PENCE)}, across
        different kinds of app. Amounts are set by each app and can change.
      </p>
      {sample && sample.length > 0 ? (
        <ul className="mt-4 grid divide-y divide-neutral-200 sm:mt-6 sm:grid-cols-2 sm:gap-4 sm:divide-y-0 lg:grid-cols-3">
          {sample.map((offer) => (
            <OfferCard key={offer.app.id} offer={offer} />
          ))}
        </ul>
      ) : failed ? (
        <p className="mt-4 text-neutral-700">The catalogue could not be loaded just now, so no offers are shown. Please try again later.</p>
      ) : sample ? (
        <p className="mt-4 text-neutral-700">No offer in the catalogue has a sign-up bonus in that range right now.</p>
      ) : (
        <div className="mt-4">
          <LoadingNote>Loading offers...</LoadingNote>
        </div>
      )}
    </TitledSection>
  );
}
