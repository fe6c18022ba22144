import { NavLink } from 'react-router';
import { ButtonLink } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';

/** The header visitors see: the product, how it works, and the two ways in. */
export function PublicHeader() {
  return (
    <header className="border-b border-neutral-200 bg-surface/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Logo to="/" />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <NavLink
            to="/how-it-works"
            className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 aria-[current=page]:text-brand-700 sm:inline-flex"
          >
            How It Works
          </NavLink>
          <ButtonLink to="/onboarding?mode=login" variant="ghost">
            Log In
          </ButtonLink>
          <ButtonLink to="/onboarding">Get Started</ButtonLink>
        </nav>
      </div>
    </header>
  );
}
