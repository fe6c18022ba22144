import { useLocation } from 'react-router';
import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { carriedEmail } from '#web/features/auth/logic/reset-paths.ts';

/** /forgot-password: asks for a reset link, with the email typed on the sign-in form if any. Open to everyone. */
export function ForgotPasswordScreen() {
  const { state } = useLocation();
  return (
    <FocusedLayout title="Reset your password">
      <ForgotPasswordForm initialEmail={carriedEmail(state)} />
    </FocusedLayout>
  );
}
