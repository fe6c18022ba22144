import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { VerifyEmailCard } from '#web/features/auth/components/verify-email-card.tsx';
import { useLinkToken } from '#web/lib/use-link-token.ts';

/** /verify-email?token=…: where the e-mailed verification link lands. Open to everyone: the link may be opened on another device. */
export function VerifyEmailScreen() {
  return (
    <FocusedLayout title="Confirm your e-mail address">
      <VerifyEmailCard token={useLinkToken()} />
    </FocusedLayout>
  );
}
