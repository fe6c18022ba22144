import type { ReactNode } from 'react';
import { APP_CATEGORIES, CATEGORY_NAMES, type AppCategory } from '#contract/apps/rules.ts';
import { SEARCH_MAX_LENGTH } from '#contract/apps/search.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cn } from '#web/lib/cn.ts';

/** What a person narrows a list of apps to: words in the name or description, and one category (null: all). */
export type CatalogueFilterValues = { search: string; category: AppCategory | null };
export const NO_FILTERS: CatalogueFilterValues = { search: '', category: null };

export function isFiltering(values: CatalogueFilterValues): boolean {
  return values.search.trim() !== '' || values.category !== null;
}

type CatalogueFiltersProps = {
  values: CatalogueFilterValues;
  onChange: (values: CatalogueFilterValues) => void;
  /** What the search and chips look through, for the landmark's name: "offers", "platforms". */
  what: string;
  /** Controls beside the search box (a sort). */
  children?: ReactNode;
  className?: string;
};

/**
 * A search box ("Search apps": name or description, any case, with or without accents) and the
 * category chips (All and each category, toggle buttons), over a list of apps.
 */
export function CatalogueFilters({ values, onChange, what, children, className }: CatalogueFiltersProps) {
  return (
    <div role="search" aria-label={`Search and filter ${what}`} className={cn('flex flex-col gap-3', className)}>
      {/* A grid, as the admin's filters: the labels line up whatever the controls' heights. */}
      <div className={cn('grid gap-3', children ? 'sm:grid-cols-[minmax(0,20rem)_minmax(0,14rem)]' : 'sm:grid-cols-[minmax(0,20rem)]')}>
        <TextField
          label="Search apps"
          type="search"
          value={values.search}
          onChange={(event) => onChange({ ...values, search: event.target.value })}
          placeholder="Name or description"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
        />
        {children}
      </div>
      <CategoryChips value={values.category} onChange={(category) => onChange({ ...values, category })} />
    </div>
  );
}

/** All and each category, as the spec names them; one at a time, the pressed one showing which. */
function CategoryChips({ value, onChange }: { value: AppCategory | null; onChange: (category: AppCategory | null) => void }) {
  const chips: [AppCategory | null, string][] = [
    [null, 'All'],
    ...APP_CATEGORIES.map((category): [AppCategory, string] => [category, CATEGORY_NAMES[category]]),
  ];
  return (
    // On a phone the chips scroll sideways in one row rather than stacking three rows high.
    <div role="group" aria-label="Category" className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible">
      {chips.map(([category, name]) => {
        const pressed = value === category;
        return (
          <button
            key={name}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={cn(
              'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:pointer-fine:min-h-9',
              pressed
                ? 'border-brand-600 bg-brand-600 text-on-fill'
                : 'border-neutral-300 bg-surface text-neutral-800 hover:border-neutral-500 hover:bg-neutral-50',
            )}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}

type FilterCountProps = {
  count: number;
  /** The thing counted, one and many: ['offer', 'offers']. */
  noun: [string, string];
  filtering: boolean;
};

/** How many the list shows, said again to screen readers whenever it changes. */
export function FilterCount({ count, noun, filtering }: FilterCountProps) {
  const words = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  return (
    <p role="status" className="text-sm text-neutral-600">
      {filtering ? (count === 0 ? `No ${noun[1]} found` : `${words} found`) : words}
    </p>
  );
}

/** A search or filter that found nothing: says so, with the way back to the whole list. */
export function NoMatches({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <EmptyState
      icon="search"
      title={`No ${noun} match your search.`}
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
