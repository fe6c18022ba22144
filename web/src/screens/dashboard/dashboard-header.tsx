import type { User } from '#contract/auth/schema.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSeenBefore } from './use-seen-before.ts';
import { greeting } from './greeting.ts';

function Greeting({ user }: { user: User }) {
  const { opening, name } = greeting(user, useSeenBefore(user.id));
  return (
    <>
      {opening}, <span className="font-semibold break-words text-neutral-900">{name}</span>.
    </>
  );
}

/**
 * The ways on from the dashboard: codes, more platforms, analytics, profile, and reports once there
 * are any. Beside the title on wider screens; on a phone the screen puts them after the next step.
 */
export function DashboardShortcuts({ hasReports, className }: { hasReports: boolean; className?: string }) {
  return (
    <nav aria-label="Dashboard shortcuts" className={cn('flex flex-wrap gap-2', className)}>
      <ButtonLink to="/my-apps">My Referral Codes</ButtonLink>
      <ButtonLink to="/onboarding?add=platforms" variant="secondary">
        Add More Platforms
      </ButtonLink>
      <ButtonLink to="/analytics" variant="secondary">
        Analytics
      </ButtonLink>
      <ButtonLink to="/profile" variant="secondary">
        Profile
      </ButtonLink>
      {hasReports && (
        <ButtonLink to="/reports" variant="secondary">
          My Reports
        </ButtonLink>
      )}
    </nav>
  );
}

/** The screen's title, who is signed in, and (on wider screens) the shortcuts. */
export function DashboardHeader({ user, hasReports }: { user: User | undefined; hasReports: boolean }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <PageTitle title="Dashboard">
        {user ? (
          <Greeting key={user.id} user={user} />
        ) : (
          // Holds the line until the account arrives, so the screen below does not jump down.
          '\u00a0'
        )}
      </PageTitle>
      <DashboardShortcuts hasReports={hasReports} className="max-sm:hidden" />
    </div>
  );
}
