import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';

const TABS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'My Referral Codes', to: '/my-apps' },
  { label: 'Analytics', to: '/analytics' },
] as const;

/** The signed-in top tabs; NavLink marks the current one with aria-current="page" (none on other screens). */
export function TabBar() {
  return (
    <nav aria-label="Main" className="mx-auto max-w-6xl px-2 sm:px-4">
      <ul className="grid grid-cols-2 sm:flex sm:gap-x-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-full items-center justify-center border-b-2 px-2 py-2.5 text-center text-sm font-semibold transition-colors sm:px-3 sm:py-3',
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-600 hover:border-neutral-300 hover:text-neutral-900',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
