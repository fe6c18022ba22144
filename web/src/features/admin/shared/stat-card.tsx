import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; note?: ReactNode };

/** One summary figure: its label, the value large, and a line of context. */
export function StatCard({ label, value, note }: StatCardProps) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
      <dt className="text-sm font-semibold text-neutral-600">{label}</dt>
      <dd className="mt-2">
        <span className="block text-3xl font-bold tracking-tight text-neutral-900">{value}</span>
        {note && <span className="mt-1 block text-sm text-neutral-600">{note}</span>}
      </dd>
    </div>
  );
}

/** A row of stat cards as one description list: two columns on phones, up to four on wide screens. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
      {children}
    </dl>
  );
}
