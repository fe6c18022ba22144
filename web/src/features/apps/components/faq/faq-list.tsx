import type { ReactNode } from 'react';

export type FaqItem = { question: string; answer: ReactNode };

/** Questions that open to their answers: native disclosure, so keyboard and screen readers work without script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-surface">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 hover:bg-neutral-50 sm:px-5 sm:py-4 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold text-neutral-900">{item.question}</h3>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-neutral-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m5 7.5 5 5 5-5" />
            </svg>
          </summary>
          <div className="space-y-3 px-4 pb-4 text-neutral-700 sm:px-5 sm:pb-5">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
