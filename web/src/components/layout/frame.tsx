import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Footer } from './footer.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Skip link, header, the screen's main content and the footer: the frame every layout shares; `className` keeps room for a bar fixed below. */
export function Frame({ header, children, className }: { header: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-h-dvh flex-col', className)}>
      <SkipLink />
      {header}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
