import { useIsSignedIn } from '#web/api/use-session.ts';
import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useLinkToken } from '#web/lib/use-link-token.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { SIGN_IN_PATH } from '#web/features/auth/logic/reset-paths.ts';
import { UnsubscribeOutcome } from '#web/features/notifications/components/unsubscribe-outcome.tsx';
import { useUnsubscribeLink } from '#web/features/notifications/hooks/use-unsubscribe-link.ts';

export const UNSUBSCRIBE_TITLES = { checking: 'Stopping these e-mails', done: 'You are unsubscribed', failed: 'This link did not work' } as const;
export const NOTIFICATIONS_TAB_PATH = '/profile?tab=notifications';

/**
 * /unsubscribe?token=…: where a notification e-mail's "stop these e-mails" link lands. Open to
 * everyone (the e-mail may be read anywhere); the way on is the Notifications tab, or signing in.
 */
export function UnsubscribeScreen() {
  const outcome = useUnsubscribeLink(useLinkToken());
  const signedIn = useIsSignedIn();

  return (
    <FocusedLayout title="Unsubscribe">
      <AuthCard title={UNSUBSCRIBE_TITLES[outcome.state]}>
        {outcome.state === 'checking' ? (
          <div className="mt-6">
            <LoadingNote>Checking your link...</LoadingNote>
          </div>
        ) : (
          <UnsubscribeOutcome
            key={outcome.state}
            outcome={outcome}
            wayOn={
              signedIn ? (
                <ButtonLink to={NOTIFICATIONS_TAB_PATH} size="lg" className="w-full">
                  Choose your e-mails
                </ButtonLink>
              ) : (
                <ButtonLink to={SIGN_IN_PATH} size="lg" className="w-full">
                  Sign in
                </ButtonLink>
              )
            }
          />
        )}
      </AuthCard>
    </FocusedLayout>
  );
}
