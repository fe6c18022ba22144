import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type CardItem = { title: string; body: ReactNode; marker: ReactNode };

type CardListProps = {
  items: readonly CardItem[];
  /** Numbered steps are an ordered list; points are not. */
  ordered?: boolean;
  /** The grid's columns and gaps. */
  className: string;
  /** `stacked`: the marker above the title; `inline`: beside it (a strip of compact cards). */
  layout?: 'stacked' | 'inline';
  /** Title and text in the smaller size of a compact strip. */
  compact?: boolean;
  /** Added to each card, e.g. to drop the card's frame on phones. */
  itemClassName?: string;
};

/** For CardList's itemClassName: plain rows on phones, cards from 640 px. */
export const PLAIN_ON_PHONES = 'max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none';

/** Cards in a grid, each a marker (a step's number, an icon), a title and a line or two of text. */
export function CardList({ items, ordered = false, className, layout = 'stacked', compact = false, itemClassName }: CardListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cn('grid', className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn('rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm', layout === 'inline' && 'flex gap-3', itemClassName)}
        >
          {item.marker}
          <div className={cn(layout === 'stacked' && 'mt-3')}>
            <h3 className="font-semibold text-neutral-900">{item.title}</h3>
            <p className={cn('mt-1 text-neutral-700', compact && 'text-sm')}>{item.body}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

/** A step's number in a filled circle, hidden from screen readers (the list is ordered). */
function StepNumber({ value }: { value: number }) {
  return (
    <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-on-fill">
      {value}
    </span>
  );
}

/** Steps numbered from 1, as CardList items. */
export function numberedSteps(steps: readonly { title: string; body: ReactNode }[]): CardItem[] {
  return steps.map((step, index) => ({ ...step, marker: <StepNumber value={index + 1} /> }));
}
