import { useSearchParams } from 'react-router';
import { FocusedLayout } from '#web/components/layout/focused-layout.tsx';
import { VerifyEmailCard } from '#web/features/auth/components/verify-email-card.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /verify-email?token=…: where the e-mailed verification link lands. Open to everyone: the link may be opened on another device. */
export function VerifyEmailScreen() {
  useDocumentTitle('Confirm your e-mail address');
  const [searchParams] = useSearchParams();
  return (
    <FocusedLayout>
      <VerifyEmailCard token={searchParams.get('token')} />
    </FocusedLayout>
  );
}
