import { useEffect, useState } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { selectApps } from '#contract/apps/search.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CatalogueFilters, FilterCount, isFiltering, NO_FILTERS, NoMatches } from '#web/components/catalogue-filters/catalogue-filters.tsx';
import { earningPotential } from '../logic/referrer-rewards.ts';
import { PlatformCard } from './platform-card.tsx';
import { SelectionSummary } from './selection-summary.tsx';

type PlatformsStepProps = {
  apps: readonly App[];
  selectedApps: readonly App[];
  addMode: boolean;
  onToggle: (appId: string) => void;
  onContinue: () => void;
  /** Outside add mode, with nothing chosen: straight to the account step (or the dashboard when signed in). */
  onStartWithOffers: () => void;
};

/** Step 1 (user-side.md §2 Onboarding): choose the platforms the person already uses. */
export function PlatformsStep({ apps, selectedApps, addMode, onToggle, onContinue, onStartWithOffers }: PlatformsStepProps) {
  const selectedIds = new Set(selectedApps.map((app) => app.id));
  const count = selectedApps.length;
  // The whole catalogue is on the page already: it is searched here, by the rules the server uses.
  const [filters, setFilters] = useState(NO_FILTERS);
  const shown = selectApps(apps, { search: filters.search, category: filters.category ?? undefined });

  // Keyboard focus scrolls cards into view above the bar at the bottom, not under it (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '11rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return (
    <section aria-labelledby="platforms-title" className="w-full max-w-6xl">
      <h1 id="platforms-title" className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">
        {addMode ? 'Add More Platforms' : 'Which platforms do you already use?'}
      </h1>
      <p className="mt-2 max-w-2xl text-neutral-700">
        Choose the apps you have an account with. Next, you paste your referral link for each one, and we match it with people about to sign up.
      </p>

      {apps.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-neutral-200 bg-surface p-6">
          <p className="font-semibold text-neutral-900">You already have every platform we list.</p>
          <ButtonLink to="/my-apps" variant="secondary" className="mt-4">
            Go to My Referral Codes
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-3">
            <CatalogueFilters values={filters} onChange={setFilters} what="platforms" />
            <FilterCount count={shown.length} noun={['platform', 'platforms']} filtering={isFiltering(filters)} />
            {shown.length === 0 ? (
              <NoMatches noun="platforms" onClear={() => setFilters(NO_FILTERS)} />
            ) : (
              <ul aria-label="Platforms" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((app) => (
                  <li key={app.id}>
                    <PlatformCard app={app} selected={selectedIds.has(app.id)} onToggle={() => onToggle(app.id)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {/* Below lg the summary and the button ride along at the bottom of the screen, so they are never a long scroll away. */}
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-neutral-200 bg-surface/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] lg:top-6 lg:bottom-auto lg:mx-0 lg:gap-4 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            <SelectionSummary potential={earningPotential(selectedApps)} count={count} />
            <Button size="lg" disabled={count === 0} onClick={onContinue} className="w-full">
              {addMode ? 'Add Selected Platforms' : 'Continue to Referral Codes'}
            </Button>
            {!addMode && count === 0 && (
              <button
                type="button"
                onClick={onStartWithOffers}
                className="self-center rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Continue to start with referral offers
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
