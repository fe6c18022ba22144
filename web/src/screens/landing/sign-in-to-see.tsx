import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';

const SIGN_IN_TO_SEE = 'Sign in to see that page';

/**
 * Said when a signed-in page was opened signed out (as from an e-mail's "View report" link) and the
 * landing page is shown instead (the spec's redirect): the page asked for is remembered, and signing
 * in leads back to it.
 */
export function SignInToSee() {
  const { state } = useLocation();
  const asked = typeof state === 'object' && state !== null && (state as { signInToSee?: unknown }).signInToSee === true;
  if (!asked) return null;
  return (
    <div role="status" className="border-b border-info-200 bg-info-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="font-medium text-info-900">{SIGN_IN_TO_SEE}</p>
        <ButtonLink to="/onboarding?mode=login">Sign in</ButtonLink>
      </div>
    </div>
  );
}
