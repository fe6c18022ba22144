import type { ReactNode } from 'react';

/** One figure of the summary: a name, the figure, a line saying what it counts, and an optional action under it. */
export function StatCard({ label, value, caption, children }: { label: string; value: ReactNode; caption: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-neutral-200 bg-surface p-3 shadow-sm sm:p-4">
      <dt className="text-sm font-semibold text-neutral-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight break-words text-neutral-900 tabular-nums sm:text-2xl">{value}</dd>
      <dd className="mt-1 flex flex-col items-start gap-3 text-xs text-neutral-600 sm:text-sm">
        {caption}
        {children}
      </dd>
    </div>
  );
}
