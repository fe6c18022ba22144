import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from '../../components/layout/skip-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';

/** A focused frame for onboarding: the product, a way back home, and the current step. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50 to-slate-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Logo to="/" />
        <ButtonLink to="/" variant="secondary">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12.5 15 7.5 10l5-5" />
          </svg>
          Back to Home
        </ButtonLink>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pt-4 pb-16 focus:outline-none sm:pt-10">
        {children}
      </main>
    </div>
  );
}
