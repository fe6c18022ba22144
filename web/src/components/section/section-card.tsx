import { useId, type ReactNode } from 'react';
import { LineIcon } from '#web/components/ui/line-icon.tsx';
import { cn } from '#web/lib/cn.ts';
import { useFold } from './fold.tsx';

type SectionCardProps = {
  title: string;
  description?: ReactNode;
  /** A link or button beside the heading. */
  action?: ReactNode;
  children: ReactNode;
  /** Whether the panel is open on a phone, when the screen holds it (else it starts closed there). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * One dashboard section: a card named by its heading. On a screen that folds its panels on phones
 * (`FoldOnPhones`) the heading holds the button that opens it; it stays the section's heading.
 */
export function SectionCard({ title, description, action, children, open, onOpenChange }: SectionCardProps) {
  const headingId = useId();
  const bodyId = useId();
  const fold = useFold(open, onOpenChange);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-neutral-900">
            {fold.folds ? (
              <button
                type="button"
                aria-expanded={fold.open}
                aria-controls={bodyId}
                onClick={fold.toggle}
                className="-my-2 flex min-h-11 w-full items-center justify-between gap-3 text-left"
              >
                {title}
                <LineIcon className={cn('size-5 shrink-0 text-neutral-600 motion-safe:transition-transform', fold.open && 'rotate-180')}>M6 9l6 6 6-6</LineIcon>
              </button>
            ) : (
              title
            )}
          </h2>
          {description && fold.open && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
        </div>
        {fold.open && action}
      </div>
      <div id={bodyId} hidden={!fold.open} className="mt-4">
        {children}
      </div>
    </section>
  );
}
