import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  title: string;
  description?: ReactNode;
  /** A link or button beside the heading. */
  action?: ReactNode;
  children: ReactNode;
};

/** One dashboard section: a card named by its heading. */
export function SectionCard({ title, description, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-neutral-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
