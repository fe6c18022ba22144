import type { ReactNode } from 'react';
import { formatEstimate } from '#contract/shared/money.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { categoryPagePath } from '#contract/apps/rules.ts';
import { CATEGORY_LABELS, PROMPT_PAYMENT_DAYS, type CatalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';

type LiveFiguresProps = { figures: CatalogueFigures | null; failed: boolean };

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-col-reverse justify-end px-2 first:pl-0 last:pr-0 sm:px-6">
      <dt className="mt-1 text-xs font-medium text-neutral-700 sm:text-sm">
        {label}
        {note && <span className="mt-0.5 hidden text-neutral-600 sm:block">{note}</span>}
      </dt>
      <dd className="text-xl font-extrabold tracking-tight text-neutral-900 sm:text-3xl">{value}</dd>
    </div>
  );
}

function Figures({ figures }: { figures: CatalogueFigures }) {
  return (
    <>
      <dl className="mt-4 grid auto-cols-fr grid-flow-col divide-x divide-neutral-200 sm:mt-6">
        <Figure label="Apps to choose from" value={figures.appCount} />
        {figures.anyBonus && <Figure label="Bonuses on offer" note="for new customers and referrers" value={formatEstimate(figures.anyBonus)} />}
        {figures.waiting && (
          <Figure label={`Offers that pay within ${PROMPT_PAYMENT_DAYS} days`} value={`${figures.waiting.promptCount} of ${figures.appCount}`} />
        )}
      </dl>
      <details className="group mt-5 sm:mt-8">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg text-base font-semibold text-brand-700 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
          <h3>Bonuses by category</h3>
          <LineIcon className="size-5 group-open:rotate-180 motion-safe:transition-transform">m6 9 6 6 6-6</LineIcon>
        </summary>
        <ul className="mt-2 flex flex-wrap gap-2">
          {figures.categories.map(({ category, appCount, bonus }) => (
            <li key={category}>
              {/* A page the server renders: an ordinary link loads it. */}
              <a
                href={categoryPagePath(category)}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-surface px-3 py-1.5 text-sm text-neutral-800 ring-1 ring-neutral-200 hover:text-brand-700 hover:ring-brand-600"
              >
                <span className="font-semibold">{CATEGORY_LABELS[category]}</span> {bonus ? formatEstimate(bonus) : 'no bonus listed'}{' '}
                <span className="text-neutral-600">
                  ({appCount} {appCount === 1 ? 'app' : 'apps'})
                </span>
              </a>
            </li>
          ))}
        </ul>
      </details>
      <a href="/apps" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
        Browse every app and its bonus
      </a>
    </>
  );
}

/** What the catalogue offers today, computed from the live list rather than written into the copy. */
export function LiveFigures({ figures, failed }: LiveFiguresProps) {
  return (
    <section aria-labelledby="figures-title" className="bg-neutral-50">
      <div className="mx-auto max-w-6xl border-t border-neutral-200 px-4 py-8 sm:px-6 sm:py-12">
        <h2 id="figures-title" className="text-xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          The catalogue today
        </h2>
        {figures ? (
          <Figures figures={figures} />
        ) : failed ? (
          <p className="mt-4 text-neutral-700">The catalogue could not be loaded just now, so its figures are not shown. Please try again later.</p>
        ) : (
          <div className="mt-4">
            <LoadingNote>Loading the catalogue...</LoadingNote>
          </div>
        )}
        <p className="mt-3 max-w-3xl text-sm text-neutral-600">
          Worked out from the apps listed right now. Each app sets its own bonus and can change or withdraw it, so no bonus is guaranteed.
        </p>
      </div>
    </section>
  );
}
