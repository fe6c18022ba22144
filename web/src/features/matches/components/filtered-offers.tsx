import { useState, type ReactNode } from 'react';
import { narrowsOrSorts, OFFER_SORTS, type OfferFilters, type OfferSort } from '#contract/apps/search.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { tidySearch } from '#contract/shared/search.ts';
import { CatalogueFilters, FilterCount, isFiltering, NO_FILTERS, NoMatches } from '#web/components/catalogue-filters/catalogue-filters.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFilteredOffers } from '../api/filtered-offers.ts';

/** A pause in typing before the search is asked: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

const SORT_NAMES: Record<OfferSort, string> = { reward: 'Best reward', name: 'Name', newest: 'Newest', rating: 'Best-rated sharer' };
const SORT_OPTIONS = OFFER_SORTS.map((sort) => ({ value: sort, label: SORT_NAMES[sort] }));

type FilteredOffersProps = {
  /** The offers by app name the screen holds (the first ones, or every one): what shows while nothing is searched, filtered or sorted. */
  offers: AvailableReferralCode[];
  /** How many offers there are in all, held or not. */
  total: number;
  /** The offers to show, whether they are the ones before the latest change (the next are on their way), and how many there are in this view. */
  children: (shown: AvailableReferralCode[], busy: boolean, count: number) => ReactNode;
};

/**
 * Available Offers' search box, category chips and sort. The server searches, filters and sorts
 * (GET /api/referral-codes/available), because the screen holds only the first offers by name (and
 * the whole list stops at its limit): the best rewards or a search's matches may lie beyond them.
 * Without any, the offers held show.
 */
export function FilteredOffers({ offers, total, children }: FilteredOffersProps) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState<OfferSort>('name');
  const typed = tidySearch(filters.search);
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const asked: OfferFilters = { search: search || undefined, category: filters.category ?? undefined, sort: sort === 'name' ? undefined : sort };
  const asking = narrowsOrSorts(asked);
  const filtered = useFilteredOffers(asked);
  const shown = asking ? (filtered.data ?? offers) : offers;
  const count = asking ? shown.length : total;
  const busy = (asking && (filtered.data === undefined || filtered.isPlaceholderData) && !filtered.isError) || typed !== search;
  const clear = () => setFilters(NO_FILTERS);

  return (
    <div className="flex flex-col gap-4">
      <CatalogueFilters values={filters} onChange={setFilters} what="offers">
        <SelectField label="Sort by" options={SORT_OPTIONS} value={sort} onChange={(event) => setSort(event.target.value as OfferSort)} />
      </CatalogueFilters>
      {asking && filtered.isError ? (
        <p className="text-sm text-neutral-600">
          The offers could not be searched just now.{' '}
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => void filtered.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <FilterCount count={count} noun={['offer', 'offers']} filtering={isFiltering(filters)} />
          {shown.length === 0 && !busy ? <NoMatches noun="offers" onClear={clear} /> : children(shown, busy, count)}
        </>
      )}
    </div>
  );
}
