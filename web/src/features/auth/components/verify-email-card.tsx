import { useEffect, useRef } from 'react';
import { VERIFY_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import { resetToken } from '#contract/auth/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { HttpError } from '#web/api/http.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { ErrorAlert, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { SIGN_IN_PATH } from '../logic/reset-paths.ts';
import { AuthCard } from './auth-card.tsx';

export const VERIFY_CHECKING_TITLE = 'Confirming your address';
export const VERIFY_CHECKING = 'Checking your link...';
export const VERIFY_DONE_TITLE = 'E-mail address confirmed';
export const VERIFY_FAILED_TITLE = 'E-mail address not confirmed';

/**
 * Opens the e-mailed verification link: sends its single-use token once, on arrival, and shows what
 * the server said, with the way on (the dashboard when signed in, where the banner can send another
 * link; else signing in). A link without a usable token is refused without asking.
 */
export function VerifyEmailCard({ token }: { token: string | null }) {
  const verify = useVerifyEmail();
  const link = resetToken.safeParse(token ?? '');
  const linkToken = link.success ? link.data : null;
  // Effects run twice in development (StrictMode), and the token works once: send it for one mount only.
  const sentFor = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (linkToken === null || sentFor.current === linkToken) return;
    sentFor.current = linkToken;
    mutate({ token: linkToken });
  }, [linkToken, mutate]);

  if (linkToken === null) {
    return (
      <AuthCard title={VERIFY_FAILED_TITLE}>
        <Outcome failure={VERIFY_LINK_UNUSABLE} />
      </AuthCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard title={VERIFY_DONE_TITLE}>
        <Outcome detail={verify.data.detail} />
      </AuthCard>
    );
  }
  if (verify.isError) {
    // A refused link (used, expired, the address taken meanwhile) will not work again; anything else might.
    const final = verify.error instanceof HttpError && (verify.error.status === 400 || verify.error.status === 409);
    return (
      <AuthCard title={VERIFY_FAILED_TITLE}>
        <Outcome failure={failureMessage(verify.error) ?? VERIFY_LINK_UNUSABLE} onRetry={final ? undefined : () => verify.mutate({ token: linkToken })} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={VERIFY_CHECKING_TITLE}>
      <div className="mt-6">
        <LoadingNote>{VERIFY_CHECKING}</LoadingNote>
      </div>
    </AuthCard>
  );
}

type OutcomeProps = { detail?: string; failure?: string; onRetry?: () => void };

/** The server's sentence and the way on; it takes focus when it replaces the loading note, so it is read out. */
function Outcome({ detail, failure, onRetry }: OutcomeProps) {
  const signedIn = useIsSignedIn();
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => noteRef.current?.focus(), []);

  return (
    <div className="mt-6 flex flex-col gap-5">
      <div ref={noteRef} tabIndex={-1} className="wrap-anywhere focus:outline-none">
        {failure ? (
          <ErrorAlert>{failure}</ErrorAlert>
        ) : (
          <p className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-900">{detail}</p>
        )}
      </div>
      {onRetry && (
        <Button size="lg" variant="secondary" className="w-full" onClick={onRetry}>
          Try again
        </Button>
      )}
      {/* Replace: Back should not return to a link that has been used. */}
      {signedIn ? (
        <ButtonLink to="/dashboard" replace size="lg" className="w-full">
          Go to Dashboard
        </ButtonLink>
      ) : (
        <ButtonLink to={SIGN_IN_PATH} replace size="lg" className="w-full">
          Sign in
        </ButtonLink>
      )}
    </div>
  );
}
