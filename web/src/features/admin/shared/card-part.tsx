import { useId, type ReactNode } from 'react';

/** One named part of a card in a queue (the thread, a form), a region titled by its heading. */
export function CardPart({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h4 id={id} className="mb-2 font-semibold text-neutral-900">
        {title}
      </h4>
      {children}
    </section>
  );
}
