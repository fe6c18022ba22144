import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { useOpenSignInLink } from '#web/features/auth/api/sign-in-link.ts';
import { SignInLinkCard } from '#web/features/auth/components/sign-in-link-card.tsx';
import { SIGN_IN_PATH } from '#web/features/auth/logic/reset-paths.ts';
import { useLinkToken } from '#web/lib/use-link-token.ts';

/** /sign-in-link?token=…: where the e-mailed sign-in link lands (sent while the account refuses unknown browsers). Open to everyone. */
export function SignInLinkScreen() {
  return (
    <FocusedLayout title="Sign in with a link">
      <SignInLinkCard token={useLinkToken()} open={useOpenSignInLink()} next="/dashboard" signIn={SIGN_IN_PATH} />
    </FocusedLayout>
  );
}
