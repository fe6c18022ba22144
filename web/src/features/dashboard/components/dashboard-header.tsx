import type { User } from '../../../../../contract/auth.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';

/** The screen's title, who is signed in, and the ways on: codes, more platforms, profile. */
export function DashboardHeader({ user }: { user: User | undefined }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <PageTitle title="Dashboard">
        {user ? (
          <>
            Welcome back, <span className="font-semibold text-slate-900">{user.name || user.username}</span>.
          </>
        ) : (
          // Holds the line until the account arrives, so the screen below does not jump down.
          '\u00a0'
        )}
      </PageTitle>
      <nav aria-label="Dashboard shortcuts" className="flex flex-wrap gap-2">
        <ButtonLink to="/my-apps">My Referral Codes</ButtonLink>
        <ButtonLink to="/onboarding?add=platforms" variant="secondary">
          Add More Platforms
        </ButtonLink>
        <ButtonLink to="/profile" variant="secondary">
          Profile
        </ButtonLink>
      </nav>
    </div>
  );
}
