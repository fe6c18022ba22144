import { Link } from 'react-router';
import { useMe } from '#web/api/me.ts';
import { useLogout } from '#web/api/logout.ts';
import { Logo } from '#web/components/ui/logo.tsx';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { HEADER_ITEM, HeaderMenu } from '#web/components/layout/header-menu.tsx';
import { TabBar } from '#web/components/layout/tab-bar.tsx';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The header of every signed-in screen: the product, the notification bell, the person's profile
 * and logout (behind Menu on phones, the bell always in sight), and the tabs.
 */
export function AppHeader() {
  const { data: user } = useMe();
  const logout = useLogout();

  return (
    <header className="border-b border-neutral-200 bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-4 px-4 py-2.5 sm:px-6 sm:py-3">
        <Logo to="/dashboard" />
        <div className="flex min-w-0 items-center gap-2">
          <NotificationBell />
          <HeaderMenu label="Menu">
            <Link to="/profile" title={user?.email} className={cn(HEADER_ITEM, 'min-w-0 sm:border sm:border-neutral-300 sm:hover:bg-neutral-50')}>
              <SolidIcon name="person" className="size-5 shrink-0" />
              <span className="truncate sm:max-w-[16rem]">{user?.email ?? 'Profile'}</span>
            </Link>
            <button type="button" onClick={logout} className={HEADER_ITEM}>
              Logout
            </button>
          </HeaderMenu>
        </div>
      </div>
      <TabBar />
    </header>
  );
}
