import { useSearchParams } from 'react-router';
import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /reset-password?token=…: where the e-mailed link lands, to choose a new password. Open to everyone. */
export function ResetPasswordScreen() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  return (
    <FocusedLayout>
      <ResetPasswordForm token={searchParams.get('token')} />
    </FocusedLayout>
  );
}
