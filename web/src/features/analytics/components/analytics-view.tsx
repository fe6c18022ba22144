import type { ReactNode } from 'react';
import { ANALYTICS_TEXT as TEXT } from '#contract/analytics/rules.ts';
import type { AnalyticsSummary } from '#contract/analytics/schema.ts';
import { RefereeView } from './referee-view.tsx';
import { ReferrerView } from './referrer-view.tsx';

/** The words marking made-up figures, where they are. */
export function ExampleTag({ label }: { label: string }) {
  return <span className="inline-block rounded bg-warning-200 px-2 py-0.5 text-sm font-bold tracking-wide text-warning-950 uppercase">{label}</span>;
}

function Part({ intro, exampleLabel, children }: { intro: string; exampleLabel?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-neutral-200 pb-2 text-base font-semibold text-neutral-800">
        {intro}
        {exampleLabel && <ExampleTag label={exampleLabel} />}
      </p>
      {children}
    </div>
  );
}

type AnalyticsViewProps = {
  summary: AnalyticsSummary;
  /** Beside the weekly claims: the choice of weeks (the person's own figures only). */
  weeksControl?: ReactNode;
  /** Marks each part as made up (the example). */
  exampleLabel?: string;
};

/** Every chart and table of analytics, for a summary: the person's own, or the example. */
export function AnalyticsView({ summary, weeksControl, exampleLabel }: AnalyticsViewProps) {
  return (
    <div className="flex flex-col gap-10">
      <Part intro={TEXT.asReferrer} exampleLabel={exampleLabel}>
        <ReferrerView figures={summary.as_referrer} weeks={summary.weeks} weeksControl={weeksControl} />
      </Part>
      <Part intro={TEXT.asReferee} exampleLabel={exampleLabel}>
        <RefereeView figures={summary.as_referee} />
      </Part>
    </div>
  );
}
