import type { ReactNode } from 'react';

/**
 * A list that scrolls once taller than 256 px (user-side.md §9). It takes focus, so keyboard
 * users can scroll it too, and is named for screen readers.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="max-h-64 overflow-y-auto overscroll-contain rounded-lg">
      {children}
    </div>
  );
}
