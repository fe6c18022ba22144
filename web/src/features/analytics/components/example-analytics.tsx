import { useMemo } from 'react';
import { ANALYTICS_TEXT as TEXT } from '#contract/analytics/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { exampleSummary } from '../logic/example-summary.ts';
import { AnalyticsView, ExampleTag } from './analytics-view.tsx';

function ExampleBanner({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border-2 border-dashed border-warning-400 bg-warning-50 p-4 sm:p-5">
      <div className="min-w-0">
        <p>
          <ExampleTag label={TEXT.exampleBadge} />
        </p>
        <p className="mt-2 text-sm text-warning-950">{TEXT.exampleNote}</p>
      </div>
      <Button onClick={onUpgrade}>{TEXT.upgrade}</Button>
    </div>
  );
}

/**
 * What analytics looks like, with made-up figures and apps, for a Free person while paid features
 * are on: labelled as an example above and below, with the way to upgrade. Nothing is asked of the server.
 */
export function ExampleAnalytics({ onUpgrade }: { onUpgrade: () => void }) {
  const summary = useMemo(() => exampleSummary(new Date()), []);
  return (
    <section aria-label={TEXT.exampleBadge} className="flex flex-col gap-8">
      <ExampleBanner onUpgrade={onUpgrade} />
      <AnalyticsView summary={summary} exampleLabel={TEXT.exampleBadge} />
      <ExampleBanner onUpgrade={onUpgrade} />
    </section>
  );
}
