import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * Grey shapes where content is about to be, sized like it so nothing jumps when it arrives. The
 * shapes are decorative; the words ("Loading notifications...") stay in a polite status for screen
 * readers (and for the browser tests that wait for it to go).
 */
export function Skeleton({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

/** One grey shape: give it the size of what it stands for (its corners are rounded-lg unless `className` says). */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  const corners = /\brounded-/.test(className) ? null : 'rounded-lg';
  return <div aria-hidden="true" className={cn('bg-neutral-200 motion-safe:animate-pulse', corners, className)} />;
}

/** Lines of text, the last one shorter; `size` follows the text's size so the height matches. */
export function SkeletonText({ lines = 2, size = 'sm', className }: { lines?: number; size?: 'sm' | 'base' | 'lg'; className?: string }) {
  // A bar as tall as the font, in a box as tall as its line.
  const line = { sm: 'h-5 py-1', base: 'h-6 py-1', lg: 'h-7 py-1' }[size];
  return (
    <div className={cn('flex flex-col', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={line}>
          <SkeletonBlock className={cn('h-full rounded-md', lines > 1 && index === lines - 1 ? 'w-3/5' : 'w-full')} />
        </div>
      ))}
    </div>
  );
}

type RowShape = { logo?: boolean; compact?: boolean; lines?: number };

/**
 * A list row: a logo, a title and `lines` lines under it (each as tall as a line of small text),
 * and something short at the end (a status, an amount). `compact`: a row of a list inside a
 * card (a small square logo, rows split by lines); otherwise a row that is a card of its own.
 */
function SkeletonRow({ logo = true, compact = false, lines = 1, className }: RowShape & { className?: string }) {
  return (
    <div
      className={cn(
        'flex gap-3',
        lines > 1 ? 'items-start' : 'items-center',
        compact ? 'py-2.5 pr-2' : 'rounded-xl border border-neutral-200 bg-surface p-4',
        className,
      )}
    >
      {logo && <SkeletonBlock className={cn('shrink-0', compact ? 'size-8' : 'size-10 rounded-full')} />}
      <div className="min-w-0 flex-1">
        <SkeletonBlock className="my-1 h-4 w-2/5 max-w-48" />
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBlock key={index} className={cn('my-1 h-3', index === lines - 1 ? 'w-3/5 max-w-60' : 'w-4/5 max-w-80')} />
        ))}
      </div>
      <SkeletonBlock className="h-6 w-16 shrink-0 rounded-full" />
    </div>
  );
}

/** A card: a heading and a few lines, in the card's frame. */
export function SkeletonCard({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-neutral-200 bg-surface p-5', className)}>
      <SkeletonBlock className="h-5 w-1/3" />
      <SkeletonText lines={lines} className="mt-3" />
    </div>
  );
}

/** A list on its way: `rows` rows stacked like the list will be (cards apart, or compact rows split by lines). */
export function SkeletonList({ label, rows = 3, className, ...row }: RowShape & { label: string; rows?: number; className?: string }) {
  return (
    <Skeleton label={label} className={cn('flex flex-col', row.compact ? 'divide-y divide-neutral-100' : 'gap-3', className)}>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index} {...row} />
      ))}
    </Skeleton>
  );
}

/** A form's fields: a label and a field for each, as tall as the real ones (inside a `Skeleton`). */
export function SkeletonFields({ fields = 3, className }: { fields?: number; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index}>
          <SkeletonBlock className="h-4 w-28" />
          <SkeletonBlock className="mt-2 h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

/** A table on its way: its header band and `rows` rows of `columns` cells, the first cell two lines (a name and a line under it). */
export function SkeletonTable({ label, rows = 5, columns = 5, className }: { label: string; rows?: number; columns?: number; className?: string }) {
  return (
    <Skeleton label={label} className={cn('overflow-hidden rounded-2xl border border-neutral-200 bg-surface shadow-sm', className)}>
      <div className="h-11 border-b border-neutral-200 bg-neutral-50" />
      <div className="divide-y divide-neutral-200">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-6 px-4 py-3">
            <div className="w-2/5 max-w-64 min-w-32">
              <SkeletonBlock className="my-1 h-4 w-full" />
              <SkeletonBlock className="my-1 h-3 w-1/2" />
            </div>
            {Array.from({ length: columns - 1 }, (_, column) => (
              <SkeletonBlock key={column} className="h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
