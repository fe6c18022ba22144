import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

type TitledSectionProps = {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Added to the heading's own look (a larger size on wide screens, another colour). */
  titleClassName?: string;
  /** The section's own id, for links to it. */
  id?: string;
};

/** A section of a page named by its heading, so screen readers list it as a region with that name. */
export function TitledSection({ title, children, className, titleClassName, id }: TitledSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={cn('text-2xl font-bold tracking-tight text-neutral-900', titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
