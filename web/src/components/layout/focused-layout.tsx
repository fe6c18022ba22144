import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button.tsx';
import { LineIcon } from '../ui/line-icon.tsx';
import { Logo } from '../ui/logo.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** A focused frame for onboarding, signing in and resetting a password: the product, a way back home, and the task at hand, named in the tab's title. */
export function FocusedLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-neutral-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Logo to="/" />
        <ButtonLink to="/" variant="secondary">
          <LineIcon viewBox="0 0 20 20" className="size-4">
            M12.5 15 7.5 10l5-5
          </LineIcon>
          Back to Home
        </ButtonLink>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pt-4 pb-16 focus:outline-none sm:pt-10">
        {children}
      </main>
    </div>
  );
}
