import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`): a figure, a date, a setting. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-neutral-600">{term}</dt>
      <dd className="font-semibold break-words text-neutral-900">{children}</dd>
    </div>
  );
}
