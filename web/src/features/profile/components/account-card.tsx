import type { ReactNode } from 'react';
import type { User } from '#contract/auth/schema.ts';
import { useLogout } from '#web/api/logout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/** The left card: initial, name (else the username; the spec's "User" only when neither is there), email and whether it is verified, the tabs, and a way out. */
export function AccountCard({ user, children }: { user: User; children: ReactNode }) {
  const logout = useLogout();
  const displayName = user.name || user.username || 'User';

  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
      <div className="flex min-w-0 items-center gap-4">
        <span aria-hidden="true" className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-on-fill">
          {displayName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-neutral-900">{displayName}</p>
          <p className="truncate text-neutral-600" title={user.email}>
            {user.email}
          </p>
          <p className="mt-1.5">
            <VerifiedLabel verified={user.email_verified} />
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

/** Whether the owner has opened the link sent to the address shown. */
function VerifiedLabel({ verified }: { verified: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        verified ? 'border-success-200 bg-success-50 text-success-800' : 'border-warning-200 bg-warning-50 text-warning-900',
      )}
    >
      {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}
