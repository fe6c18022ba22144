import type { ReactNode } from 'react';
import type { User } from '#contract/auth/schema.ts';
import { useLogout } from '#web/api/logout.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The left card: initial, name ("User" when there is none) and email, the tabs, and a way out. */
export function AccountCard({ user, children }: { user: User; children: ReactNode }) {
  const logout = useLogout();
  const displayName = user.name || 'User';

  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex min-w-0 items-center gap-4">
        <span aria-hidden="true" className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-2xl font-bold text-white">
          {displayName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{displayName}</p>
          <p className="truncate text-slate-600" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      {children}
      <Button variant="secondary" onClick={logout} className="w-full">
        Logout
      </Button>
    </div>
  );
}
