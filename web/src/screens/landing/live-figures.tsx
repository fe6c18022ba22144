import type { ReactNode } from 'react';
import { formatEstimate } from '#contract/shared/money.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { CATEGORY_LABELS, PROMPT_PAYMENT_DAYS, type CatalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';

type LiveFiguresProps = { figures: CatalogueFigures | null; failed: boolean };

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
      <dt className="mt-1 text-sm font-medium text-neutral-700">
        {label}
        {note && <span className="mt-0.5 block text-neutral-600">{note}</span>}
      </dt>
      <dd className="text-3xl font-extrabold tracking-tight text-neutral-900">{value}</dd>
    </div>
  );
}

function Figures({ figures }: { figures: CatalogueFigures }) {
  return (
    <>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Figure label="Apps to choose from" value={figures.appCount} />
        {figures.anyBonus && <Figure label="Bonuses on offer" note="for new customers and referrers" value={formatEstimate(figures.anyBonus)} />}
        {figures.waiting && (
          <Figure label={`Offers that pay within ${PROMPT_PAYMENT_DAYS} days`} value={`${figures.waiting.promptCount} of ${figures.appCount}`} />
        )}
      </dl>
      <h3 className="mt-8 text-base font-semibold text-neutral-900">Bonuses by category</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {figures.categories.map(({ category, appCount, bonus }) => (
          <li key={category} className="rounded-full border border-neutral-200 bg-surface px-3 py-1.5 text-sm text-neutral-800">
            <span className="font-semibold">{CATEGORY_LABELS[category]}</span> {bonus ? formatEstimate(bonus) : 'no bonus listed'}{' '}
            <span className="text-neutral-600">
              ({appCount} {appCount === 1 ? 'app' : 'apps'})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the catalogue offers today, computed from the live list rather than written into the copy. */
export function LiveFigures({ figures, failed }: LiveFiguresProps) {
  return (
    <section aria-labelledby="figures-title" className="border-y border-neutral-200 bg-neutral-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="figures-title" className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
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
        <p className="mt-6 max-w-3xl text-sm text-neutral-600">
          Worked out from the apps listed right now. Each app sets its own bonus and can change or withdraw it, so no bonus is guaranteed.
        </p>
      </div>
    </section>
  );
}
