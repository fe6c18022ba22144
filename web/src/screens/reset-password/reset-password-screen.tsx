import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { useLinkToken } from '#web/lib/use-link-token.ts';

/** /reset-password?token=…: where the e-mailed link lands, to choose a new password. Open to everyone. */
export function ResetPasswordScreen() {
  return (
    <FocusedLayout title="Choose a new password">
      <ResetPasswordForm token={useLinkToken()} />
    </FocusedLayout>
  );
}
