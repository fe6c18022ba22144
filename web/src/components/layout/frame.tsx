import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Skip link, header, the screen's main content and the footer: the frame every layout shares. */
export function Frame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
