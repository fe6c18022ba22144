import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Opens in a new tab: the sign-up's choices so far live only in this one. */
function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/** Under Create Account: what signing up agrees to, with both documents a click away. */
export function SignUpAgreement() {
  return (
    <p className="text-center text-sm text-neutral-600">
      By creating an account you agree to the <NewTabLink to="/terms">Terms of use</NewTabLink> and have read the{' '}
      <NewTabLink to="/privacy">Privacy notice</NewTabLink>.
    </p>
  );
}
