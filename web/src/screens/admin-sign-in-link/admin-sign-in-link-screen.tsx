import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { useOpenAdminSignInLink } from '#web/features/admin/sign-in/api/sign-in-link.ts';
import { SignInLinkCard } from '#web/features/auth/components/sign-in-link-card.tsx';
import { useLinkToken } from '#web/lib/use-link-token.ts';

/** /admin/sign-in-link?token=…: an administrator's e-mailed sign-in link, which opens the admin area in this browser. */
export function AdminSignInLinkScreen() {
  return (
    <FocusedLayout title="Admin sign-in with a link">
      <SignInLinkCard token={useLinkToken()} open={useOpenAdminSignInLink()} next="/admin/dashboard" signIn="/admin/login" />
    </FocusedLayout>
  );
}
