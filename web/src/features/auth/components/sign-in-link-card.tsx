import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { SIGN_IN_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import { resetToken, type SignInLinkBody } from '#contract/auth/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { HttpError } from '#web/api/http.ts';
import { ErrorAlert, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

const SIGN_IN_LINK_CHECKING_TITLE = 'Signing you in';
const SIGN_IN_LINK_CHECKING = 'Checking your link...';
export const SIGN_IN_LINK_FAILED_TITLE = 'This link did not sign you in';

type Props = {
  token: string | null;
  /** The call that opens the link for this area (the product's or the administrator area's). */
  open: Pick<UseMutationResult<unknown, Error, SignInLinkBody>, 'mutate' | 'isError' | 'error' | 'isSuccess'>;
  /** Where a signed-in person goes next. */
  next: string;
  /** The area's sign-in page, for a link that cannot be used. */
  signIn: string;
};

/**
 * Opens an e-mailed sign-in link: sends its single-use token once, on arrival, and goes on signed in
 * (this browser is then one the account trusts, so its password works here whatever strangers try).
 * A link that is used, expired or made up says so, with the way back to signing in.
 */
export function SignInLinkCard({ token, open, next, signIn }: Props) {
  const navigate = useNavigate();
  const link = resetToken.safeParse(token ?? '');
  const linkToken = link.success ? link.data : null;
  // Effects run twice in development (StrictMode), and the token works once: send it for one mount only.
  const sentFor = useRef<string | null>(null);
  const { mutate } = open;
  useEffect(() => {
    if (linkToken === null || sentFor.current === linkToken) return;
    sentFor.current = linkToken;
    // Replace: Back should not return to a link that has been used.
    mutate({ token: linkToken }, { onSuccess: () => void navigate(next, { replace: true }) });
  }, [linkToken, mutate, navigate, next]);

  if (linkToken === null || open.isError) {
    const refused = linkToken === null || (open.error instanceof HttpError && open.error.status === 400);
    return (
      <AuthCard title={SIGN_IN_LINK_FAILED_TITLE}>
        <div className="mt-6 flex flex-col gap-5">
          <ErrorAlert>{refused ? SIGN_IN_LINK_UNUSABLE : (failureMessage(open.error) ?? SIGN_IN_LINK_UNUSABLE)}</ErrorAlert>
          {!refused && linkToken !== null && (
            <Button
              size="lg"
              variant="secondary"
              className="w-full"
              onClick={() => mutate({ token: linkToken }, { onSuccess: () => void navigate(next, { replace: true }) })}
            >
              Try again
            </Button>
          )}
          <ButtonLink to={signIn} replace size="lg" className="w-full">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={SIGN_IN_LINK_CHECKING_TITLE}>
      <div className="mt-6">
        <LoadingNote>{SIGN_IN_LINK_CHECKING}</LoadingNote>
      </div>
    </AuthCard>
  );
}
