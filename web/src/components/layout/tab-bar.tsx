import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { LineIcon } from '../ui/line-icon.tsx';

const TABS = [
  { label: 'Dashboard', to: '/dashboard', icon: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { label: 'How It Works', to: '/how-it-works', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01' },
  {
    label: 'My Referral Codes',
    to: '/my-apps',
    icon: 'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2ZM13 5v2M13 17v2M13 11v2',
  },
  { label: 'Analytics', to: '/analytics', icon: 'M3 3v18h18M18 17V9M13 17V5M8 17v-3' },
] as const;

/** The room the phone's bottom bar takes, for the page to keep clear at its end. */
export const TAB_BAR_ROOM = 'max-sm:pb-[calc(4rem+env(safe-area-inset-bottom))]';

/**
 * The signed-in tabs: fixed along the bottom of a phone, within thumb's reach; a row under the
 * header from 640 px. NavLink marks the current one with aria-current="page" (none on other screens).
 */
export function TabBar() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-200 bg-surface pb-[env(safe-area-inset-bottom)] sm:static sm:mx-auto sm:max-w-6xl sm:border-0 sm:bg-transparent sm:px-4 sm:pb-0"
    >
      <ul className="grid grid-cols-4 sm:flex sm:gap-x-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-full min-h-16 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-center text-[0.6875rem] leading-tight font-semibold motion-safe:transition-colors',
                  'sm:min-h-0 sm:flex-row sm:border-b-2 sm:px-3 sm:py-3 sm:text-sm',
                  isActive ? 'text-brand-700 sm:border-brand-600' : 'text-neutral-600 hover:text-neutral-900 sm:border-transparent sm:hover:border-neutral-300',
                )
              }
            >
              <LineIcon className="size-6 sm:hidden">{tab.icon}</LineIcon>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
