import { Button } from '#web/components/ui/button.tsx';
import { useResendVerification } from '../api/resend-verification.ts';

const RESEND_LINK = 'Send the link again';

/** Sends a new verification link; the toast says it went, or why not (three an hour, already verified). */
export function ResendLinkButton({ className }: { className?: string }) {
  const resend = useResendVerification();
  return (
    <Button variant="secondary" className={className} disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Sending...' : RESEND_LINK}
    </Button>
  );
}
