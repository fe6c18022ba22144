import { useId, type ReactNode } from 'react';

type AdminPanelProps = { title: string; intro: string; className?: string; children: ReactNode };

/** One admin tab's content: its heading, what the tab is for, then the tab's own parts. The heading names the region. */
export function AdminPanel({ title, intro, className = 'flex flex-col gap-6', children }: AdminPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-neutral-900">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>
      </div>
      {children}
    </section>
  );
}
