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

/** One grey shape: give it the size of what it stands for. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-lg bg-neutral-200 motion-safe:animate-pulse', className)} />;
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

/** A list row: a round logo, a title and a line under it, and something short at the end (a status, an amount). */
export function SkeletonRow({ logo = true, className }: { logo?: boolean; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3 rounded-2xl border border-neutral-200 bg-surface p-4', className)}>
      {logo && <SkeletonBlock className="size-10 shrink-0 rounded-full" />}
      <div className="min-w-0 flex-1">
        <SkeletonBlock className="h-4 w-2/5 max-w-48" />
        <SkeletonBlock className="mt-2 h-3 w-4/5 max-w-80" />
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

/** A list on its way: `rows` rows stacked like the list will be. */
export function SkeletonList({ label, rows = 3, logo = true, className }: { label: string; rows?: number; logo?: boolean; className?: string }) {
  return (
    <Skeleton label={label} className={cn('flex flex-col gap-3', className)}>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index} logo={logo} />
      ))}
    </Skeleton>
  );
}

/** A form on its way: a label and a field for each, as tall as the real ones. */
export function SkeletonFields({ label, fields = 3, className }: { label: string; fields?: number; className?: string }) {
  return (
    <Skeleton label={label} className={cn('flex flex-col gap-5', className)}>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index}>
          <SkeletonBlock className="h-4 w-28" />
          <SkeletonBlock className="mt-2 h-11 w-full" />
        </div>
      ))}
    </Skeleton>
  );
}
