import { Link } from 'react-router';
import { useMe } from '#web/api/me.ts';
import { useLogout } from '#web/api/logout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { TabBar } from '#web/components/layout/tab-bar.tsx';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';

function PersonIcon() {
  return (
    <SolidIcon name="person" className="size-5 shrink-0" />
  );
}

/** The header of every signed-in screen: the product, the notification bell, the person's profile, logout, and the tabs. */
export function AppHeader() {
  const { data: user } = useMe();
  const logout = useLogout();

  return (
    <header className="border-b border-neutral-200 bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Logo to="/dashboard" />
        <div className="flex min-w-0 items-center gap-2">
          <NotificationBell />
          <Link
            to="/profile"
            title={user?.email}
            className="inline-flex min-h-10 min-w-0 items-center gap-2 rounded-lg border border-neutral-300 px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
          >
            <PersonIcon />
            <span className="max-w-[11rem] truncate sm:max-w-[16rem]">{user?.email ?? 'Profile'}</span>
          </Link>
          <Button variant="ghost" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
      <TabBar />
    </header>
  );
}
