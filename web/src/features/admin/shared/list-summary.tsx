import type { ReactNode, Ref } from 'react';
import { EmptyIllustration, emptyFrame, type EmptyStateIcon } from '#web/components/ui/empty-state.tsx';
import { cn } from '#web/lib/cn.ts';

type ListSummaryProps = {
  children: ReactNode;
  /** Nothing to list: the line stands framed, with a drawing, as the list's empty state. */
  empty: boolean;
  icon: EmptyStateIcon;
  /** Set when focus comes to the line (after an item leaves the list). */
  ref?: Ref<HTMLParagraphElement>;
};

/**
 * The line above an admin list, saying which items are shown or why there are none; announced as
 * it changes. The line is the same element whether the list is empty or not, so nothing it says is
 * lost to a screen reader.
 */
export function ListSummary({ children, empty, icon, ref }: ListSummaryProps) {
  return (
    <div className={cn(empty && emptyFrame('section'))}>
      {empty && <EmptyIllustration icon={icon} />}
      <p ref={ref} tabIndex={ref ? -1 : undefined} aria-live="polite" className="text-sm text-neutral-700 focus:outline-none">
        {children}
      </p>
    </div>
  );
}
