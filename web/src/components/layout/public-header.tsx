import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { HEADER_ITEM, HeaderMenu } from './header-menu.tsx';

/** The header visitors see: the product, how it works, and the two ways in (behind Menu on phones). */
export function PublicHeader() {
  return (
    <header className="border-b border-neutral-200 bg-surface/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-4 px-4 py-2.5 sm:px-6 sm:py-3">
        <Logo to="/" />
        <nav aria-label="Main">
          <HeaderMenu label="Menu">
            <NavLink to="/how-it-works" className={`${HEADER_ITEM} aria-[current=page]:text-brand-700`}>
              How It Works
            </NavLink>
            <Link to="/onboarding?mode=login" className={HEADER_ITEM}>
              Log In
            </Link>
            <ButtonLink to="/onboarding">Get Started</ButtonLink>
          </HeaderMenu>
        </nav>
      </div>
    </header>
  );
}
